// Where a visitor goes once signed in (`?next=`): the login page goes there, and the sign-up
// steps hand it on from one to the next and to the login page, so that someone who signs up
// from a job's Apply ends on that job's application form (docs/product/accounts.md).
import { useSearchParams } from 'react-router';
import { safeNext } from '@/lib/paths';

/** This page's return path, when it is one the app may go to; null otherwise. */
export const useReturnPath = (): string | null => safeNext(useSearchParams()[0].get('next'));
