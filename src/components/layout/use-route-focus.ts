import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { settleLeaving } from '@/boot/leaving';

/**
 * After the visitor moves to another page inside the app, focus goes to the new page's h1, as
 * a full page load would put a screen reader at the top of the new page: the heading is read
 * out and the next Tab starts from it. The scroll position is left to the router's scroll
 * restoration (top on a new page, where it was on Back). A link to a #section and the first
 * render after hydration (the visitor may be typing) keep focus where it is.
 */
export function useRouteFocus(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
        // The first render after hydration is no page change (a page load a tap started before
        // React may still be coming). After one, the tapped link's answer (boot/leaving.ts) ends.
        if (!fromLocation) return;
        settleLeaving();
        if (!pathChanged || toLocation.hash) return;
        const heading = document.querySelector<HTMLElement>('main h1');
        const target = heading ?? document.getElementById('main');
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }),
    [router],
  );
}
