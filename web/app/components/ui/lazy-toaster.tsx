import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { Toaster } from 'sonner';
import { loadSonner } from '../../lib/toast.ts';

type ToasterProps = ComponentProps<typeof Toaster>;

/**
 * sonner's Toaster, mounted once the page is interactive: toasts only follow something the visitor
 * did, so the first paint does not wait for it (lib/toast.ts).
 */
export function LazyToaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void loadSonner().then((m) => {
      if (live) setLoaded(() => m.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}
