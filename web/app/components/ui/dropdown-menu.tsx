import type { ComponentProps } from 'react';
import { DropdownMenu } from 'radix-ui';
import { cn } from './cn.ts';

/** Styled Radix dropdown pieces; arrow keys, typeahead and Escape come from Radix. */
export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn('z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface p-1 shadow-lg', className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      className={cn(
        'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-start text-ink outline-none',
        'data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 data-[disabled]:cursor-default data-[disabled]:opacity-60 lg:min-h-10',
        className,
      )}
      {...props}
    />
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cn('px-3 py-2 text-sm font-semibold text-ink-muted', className)} {...props} />;
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}
