import { z } from 'zod';
import { uuidSchema } from './fields.ts';

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const checkInSchema = z.object({ id: uuidSchema });
