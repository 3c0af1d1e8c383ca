// /job-alerts/unsubscribe?token=...: the unsubscribe link of a job alert email, for anyone,
// signed in or not. Opening the page changes nothing by itself (mail scanners fetch links):
// once loaded in a browser, it posts the token, once, and says what happened.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { JOB_ALERT_MSG, UNSUBSCRIBE_TOKEN_PATTERN } from '#shared/schemas/job-alerts.js';
import { Button, buttonClass } from '@/components/button';
import { pageTitle } from '@/config';
import { ApiError } from '@/lib/api-client';
import { afterLogin, paths } from '@/lib/paths';
import { unsubscribeJobAlert } from '../api/unsubscribe-job-alert';
import '../components/job-alerts.css';

type State =
  | { kind: 'working' }
  | { kind: 'done'; description: string }
  | { kind: 'gone'; msg: string }
  | { kind: 'failed'; msg: string };

export function UnsubscribeRoute() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const valid = UNSUBSCRIBE_TOKEN_PATTERN.test(token);
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);

  useEffect(() => {
    // Once per attempt, even when React runs the effect twice.
    if (!valid || sent.current === attempt) return;
    sent.current = attempt;
    setState({ kind: 'working' });
    unsubscribeJobAlert(token).then(
      ({ alert }) => setState({ kind: 'done', description: alert.description }),
      (error: unknown) => {
        if (error instanceof ApiError && (error.status === 410 || error.status === 404 || error.status === 400))
          setState({ kind: 'gone', msg: error.msg });
        else setState({ kind: 'failed', msg: error instanceof ApiError ? error.msg : String(error) });
      },
    );
  }, [token, valid, attempt]);

  const shown: State = valid ? state : { kind: 'gone', msg: JOB_ALERT_MSG.badLink };
  return (
    <section className="container py-5" aria-labelledby="unsubscribe-title">
      <title>{pageTitle('Unsubscribe from a job alert')}</title>
      <div className="app-card unsubscribe-card text-center py-5 px-4">
        {shown.kind === 'working' ? (
          <>
            <h1 id="unsubscribe-title" className="h4">
              Unsubscribing...
            </h1>
            <div role="status">
              <Spinner animation="border" variant="primary" aria-hidden="true" />
              <span className="visually-hidden">Unsubscribing from the job alert</span>
            </div>
          </>
        ) : shown.kind === 'done' ? (
          <>
            <h1 id="unsubscribe-title" className="h4">
              {JOB_ALERT_MSG.unsubscribed}
            </h1>
            <p className="text-body-secondary">
              Your job alert <strong className="text-break">{shown.description}</strong> is deleted: no more emails for
              it.
            </p>
          </>
        ) : shown.kind === 'gone' ? (
          <>
            <h1 id="unsubscribe-title" className="h4">
              Nothing to unsubscribe
            </h1>
            <Alert variant="warning">{shown.msg}</Alert>
          </>
        ) : (
          <>
            <h1 id="unsubscribe-title" className="h4">
              We could not unsubscribe you yet
            </h1>
            <Alert variant="danger">{shown.msg}</Alert>
            <Button onClick={() => setAttempt(attempt + 1)}>Try again</Button>
          </>
        )}
        {shown.kind === 'working' ? null : (
          <p className="mt-4 mb-0 d-flex flex-wrap justify-content-center gap-2">
            <Link to={afterLogin(paths.jobAlerts)} className={buttonClass('outline')}>
              Manage your job alerts
            </Link>
            <Link to={paths.findWork} className={buttonClass('link')}>
              Find work
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
