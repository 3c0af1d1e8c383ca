// Reporting a job, a company, a message or a candidate to the operators
// (docs/product/trust-and-safety.md). The trust feature owns the dialog and mounts it once
// (app/provider.tsx); the pages of other features open it through this context, since features
// do not import each other. Types only from the contract: the public pages stay without zod.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { User } from '#shared/schemas/accounts.js';
import type { ReportTargetType } from '#shared/schemas/trust.js';
import { afterLogin } from './paths';
import { useSession } from './session';

/** What is reported: a message is named with its conversation, anything else by its id alone. */
export type ReportTarget =
  | { targetType: Exclude<ReportTargetType, 'message'>; targetID: string }
  | { targetType: 'message'; targetID: string; conversationID: string };

/** A target and the words that name it in the dialog ("Data Analyst at Acme"). */
export type ReportRequest = ReportTarget & { name?: string };

export type OpenReport = (request: ReportRequest) => void;

export const ReportContext = createContext<OpenReport | null>(null);

/** What pressing Report does: a visitor signs in first and comes back here; anyone else gets the dialog. */
export type ReportAction = { loginTo: string } | { open: () => void };

export function useReportAction(request: ReportRequest): ReportAction {
  const openReport = useContext(ReportContext);
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user) return { loginTo: afterLogin(`${pathname}${search}`) };
  return {
    open: () => {
      if (!openReport) throw new Error('Report needs <ReportProvider> (app/provider.tsx)');
      openReport(request);
    },
  };
}

/**
 * Whether a job's company is the signed-in employer's own: no Report on it. Jobs name their
 * company by page address (slug) and name; the slug decides when both have one.
 */
export function isOwnCompany(user: User | null, employer: { companyName: string; companySlug?: string }): boolean {
  if (user?.role !== 'employer') return false;
  const ownSlug = user.company?.slug;
  if (ownSlug && employer.companySlug) return ownSlug === employer.companySlug;
  return employer.companyName === (user.company?.companyName ?? user.companyName);
}
