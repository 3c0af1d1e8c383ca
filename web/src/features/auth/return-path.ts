// Where a visitor goes once signed in (`?next=`): the login page goes there, and the sign-up
// steps hand it on from one to the next and to the login page, so that someone who signs up
// from a job's Apply ends on that job's application form (docs/product/accounts.md).
// These pages are prerendered without their query: a link pressed before the app has taken
// over (a fast click on a slow phone) leaves `next` behind. The page it leads to then takes
// `next` from the page it came from (the Referer of a same-origin navigation holds its query)
// and puts it back in its own address.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { safeNext } from '@/lib/paths';

/** The `next` of the page this one was reached from, on this site, when it is one the app may go to. */
function nextOfReferrer(): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? safeNext(from.searchParams.get('next')) : null;
  } catch {
    return null;
  }
}

/** This page's return path, when it is one the app may go to; null otherwise. */
export function useReturnPath(): string | null {
  const [params, setParams] = useSearchParams();
  const next = safeNext(params.get('next'));
  useEffect(() => {
    if (next) return;
    const carried = nextOfReferrer();
    if (carried)
      setParams(
        (current) => {
          const withNext = new URLSearchParams(current);
          withNext.set('next', carried);
          return withNext;
        },
        { replace: true },
      );
  }, [next, setParams]);
  return next;
}
