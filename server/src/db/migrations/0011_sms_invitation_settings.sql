-- Issue 23 (links that reach people): whether a company's invitations and reminders also go by SMS to
-- assessors with a mobile. On by default (docs/decisions/034); the system manager or the company's admins
-- turn either off in the company's settings.
ALTER TABLE "companies" ADD COLUMN "sms_invitations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sms_reminders" boolean DEFAULT true NOT NULL;