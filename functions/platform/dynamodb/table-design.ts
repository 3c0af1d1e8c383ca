// The single-table design, as plain data. The CDK app (infra/) and the local stack, which
// creates the same table in DynamoDB Local, both read it, so the two cannot drift apart.
// Nothing here imports AWS: keep it that way.
//
// Keys: every item has a string partition key `PK` and a string sort key `SK`. Three
// overloaded global secondary indexes (GSI1..GSI3) each have a string partition key
// `GSInPK` and a string sort key `GSInSK`; an item appears in an index only when it carries
// that index's key attributes (sparse indexes). All indexes project ALL attributes.
//
// ACCESS PATTERNS
// This is the one place where the access patterns are written down. Every piece of work
// that adds a read or a write adds its pattern here, in the same style, and keeps the list
// true. Rules (from the design brief, "Data"): every read in a request path is a
// GetItem or a Query on a key (no Scan); searches read a number of items bounded by the
// page size whatever the filters (filters live in keys, not in FilterExpressions);
// uniqueness is enforced by conditional writes in a transaction.
//
//   1. Departments lookup ........ Query    PK = `LOOKUP#DEPARTMENT`
//   2. User profile .............. GetItem  PK = `USER#<id>`, SK = `PROFILE`
//      (the session check reads it on every signed-in call: role, status, sessionsValidAfter;
//      calls that read one item named by their query, a job or a candidate's profile, read it
//      in the same BatchGetItem: `preload` in platform/http/api-handler.ts)
//   3. Account by email .......... GetItem  PK = `EMAIL#<lower-case email>`, SK = `EMAIL` -> userID
//      (written with the profile in one transaction, attribute_not_exists: one account per email;
//      a new sign-up may take over an unconfirmed account's item under `userID = :replaced`, and
//      an email change moves it in the same transaction as the profile: accounts/accounts.ts)
//   4. One-time code ............. GetItem  PK = `USER#<id>`, SK = `OTP#<purpose>`
//      purpose: confirm-email | change-email | change-password | reset-password | delete-account;
//      holds the code's hash, tries, expiresAt (TTL) and the pending change (never a password)
//   5. Rate-limit window ......... UpdateItem ADD  PK = `RATE#<action>#acct|addr#<hash of account or address>`,
//      SK = `<window start, epoch s>` (15-minute windows, TTL; platform/rate-limits.ts). Login and
//      forgot-password count requests per address only; per account they count what cannot be
//      used to lock the owner out (accounts/login-throttle.ts, rate-limits.ts withinResetEmailLimit):
//        reset emails sent ...... UpdateItem ADD  PK = `RATE#reset-email#acct#<hash of userID>`, SK = `<window start>`
//        failed logins, account . UpdateItem ADD  PK = `RATE#login-fail#acct#<hash of email>`, SK = `<window start>`
//        failed logins, pair .... GetItem (consistent) PK = `RATE#login-fail#pair#<hash of email|address>`,
//          SK = `FAILURES` (failures, lastFailureAt, TTL a day after the last failure), then on a wrong
//          password UpdateItem ADD failures (past the free failures: before the password is checked,
//          conditioned on lastFailureAt); a success sets failures = 0
//   6. Job ....................... GetItem  PK = `JOB#<jobID>`, SK = `JOB`
//   7. Company's jobs ............ Query    GSI1 GSI1PK = `COMPANYJOBS#<companyID>`, GSI1SK = `JOB#<createdAt>#<jobID>`
//      (on the job item; all of one company's jobs, filtered and paged in memory: bounded by that
//      company's job count, never by the table. Before companies the key was `EMPLOYER#<userID>`;
//      only the migration reads it: migrations/to-companies.ts)
//   8. Job's applications ........ Query    PK = `JOB#<jobID>`, SK begins_with `APPLICATION#`
//      one item per candidate: SK = `APPLICATION#<candidateID>` (attribute_not_exists, or a
//      withdrawn one = apply once), written in one transaction with its two notifications and
//      nothing shared; the job's applicantCount follows in a single ADD of its own. A job with
//      thousands of applications a day: their transactions never collide (each holds only its
//      own new items; DynamoDB cancels transactions that touch one item at once), and the count's
//      single writes queue on the job item (one partition takes about 1,000 writes a second);
//      the job page counts its listed applicants itself, so a count write lost to a crash shows
//      only on the company's job list. The job being open is read before applying, not held in
//      the transaction: an application can land in the moment a job closes. The item holds `stage` and its `history`; a stage
//      change is an UpdateItem conditioned on the stage read (applications.ts). The stage tabs'
//      counts are derived from this one Query, so they are exact whatever moves run at once.
//      Deleting the job keeps its applications, marked `jobRemoved`, for their candidates.
//   9. Candidate's applications .. Query    GSI1 GSI1PK = `CANDIDATE#<candidateID>`, GSI1SK = `APPLICATION#<createdAt>`
//      (My applications: newest first, page size + 1 items, then one BatchGetItem of the page's
//      jobs for their state; the Applied badges of a search page: one BatchGetItem of at most a
//      page of application keys)
//  10. Job search ................ Query    on search-entry items, filters in the key, newest first:
//      card entries: PK = `JOB#<jobID>`, SK = `SEARCH#<combo>`, one per combination of the filters
//      (jobType, department, country; each set or "*"), 8 per open job, written and deleted in the
//      same transaction as the job's state:
//        no title:    GSI2 GSI2PK = `JOBSEARCH#<combo>`, GSI2SK = `<createdAt>#<jobID>` (descending)
//      title-word entries (word-index.ts): PK = `JOB#<jobID>`, SK = `WORD#<combo>#<key>`, one per
//      combination and per prefix (up to 6 letters) of each word of the title, with the title:
//        by title:    GSI2 GSI2PK = `JOBWORD#<combo>#<key of the query's longest word>`,
//                     GSI2SK = `<createdAt>#<jobID>` (descending)
//      combo = `t=<jobType|*>#d=<lower department|*>#c=<lower country|*>`; closing or deleting a
//      job deletes its entries, so only open jobs are ever found (job-search.ts, jobs.ts).
//      Each card entry carries the job's card (what the list shows: no aboutRole, no
//      applicantCount), rewritten with the job in the same transaction, so a page without a title
//      is ONE Query of page size + 1 entries (the extra one says whether it is the last page).
//      Title-word entries are too many for that transaction: the job's are read (Query PK = `JOB#<jobID>`,
//      SK begins_with `WORD#`), the missing ones put before it, the unneeded ones deleted after it
//      (word-index.ts). A title page reads at most page size + 1 of them that
//      match the whole query (titleMatches on the entry's title; in rounds within the budget:
//      cursor-pages.ts readMatchingPage), then ONE BatchGetItem of their jobs, each checked to be
//      open with that title and filters (else the entry is stale and skipped; the job's next change
//      removes it): at most 2 x page size + 1 items read.
//      Paging: `nextCursor` = the keys of the page's last entry (base64url JSON), checked to
//      belong to the same combo, index and title query; page N without a cursor walks
//      (N-1) x page size entries keys-only first, up to page 100 (past that, or past the end: an
//      empty last page). New jobs go before the first page: later pages neither repeat nor skip.
//      Job alerts read the same partitions from a time on (GSI2SK > `<since>#~`): job-search.ts
//      newJobsMatching.
//      Applying: the application Put (attribute_not_exists), then `ADD applicantCount` on the job
//      alone (jobs.ts changeApplicantCount; pattern 8).
//      Job changes by a member are conditioned on the job's `companyID` and `version` (optimistic lock).
//      Delete: one transaction deletes job + card entries, then its title-word entries; then the
//      partition's applications are marked (a Query on PK = `JOB#<jobID>`, keys only).
//      Company rename: update-company-bio sets companyName on the company's jobs (pattern 7),
//      job by job under the version lock, with the cards of an open job's entries.
//  11. Candidate search .......... Query    on search-entry items, as pattern 10, for confirmed candidates
//      with a job title: card entries PK = `USER#<id>`, SK = `SEARCH#<combo>`, 4 per candidate:
//        no title:    GSI2 GSI2PK = `CANDSEARCH#<combo>`, GSI2SK = `<createdAt>#<id>` (descending)
//      title-word entries PK = `USER#<id>`, SK = `WORD#<combo>#<key>`:
//        by title:    GSI2 GSI2PK = `CANDWORD#<combo>#<key>`, GSI2SK = `<createdAt>#<id>` (descending),
//                     then ONE BatchGetItem of the page's profiles
//      combo = `c=<lower country|*>#t=<jobType|*>`; card entries written when the email is confirmed
//      and rewritten on every profile change, in the same transaction (candidate-search.ts); word
//      entries around it. Before title words (GSI3, title order): migrations/search-words.ts
//      moves them, once.
//  12. Notifications ............. Query    PK = `USER#<id>`, SK begins_with `NOTIFICATION#` (newest first);
//      SK = `NOTIFICATION#<createdAt>#<id>`. The unread count is counted on the sparse unread
//      index below (Select COUNT, Limit 100: the badge says "99+" past that), so no counter item
//      is shared by every notification to one user (a busy employer's applications collided
//      on it). Marking read is one conditioned UpdateItem (`read = false`) that also drops the
//      GSI1 keys.
//      A page reads 20 + 1 items; the cursor is the last shown id (`<createdAt>#<id>`, base64url),
//      always under the caller's own PK. Unread items also carry GSI1 GSI1PK = `NOTIFUNREAD#<id>`,
//      GSI1SK = `<createdAt>#<id>` (sparse, removed when read): "mark all read" queries only them.
//  13. Requirements .............. PutItem  PK = `REQUIREMENT#<id>`, SK = `REQUIREMENT` (write-only from the API)
//      (createdAt, source address, the form's fields; operatorsEmail = `sent` | `failed` after the email)
//  14. Company and its team ...... Query    PK = `COMPANY#<companyID>` (companies.ts getTeam), one partition:
//        SK = `COMPANY`             the company: name, size, country, ownerID (GetItem on its own too)
//        SK = `MEMBER#<userID>`     one per member (joinedAt); the member's profile carries `companyID`,
//                                   written and removed in the same transaction (the session check reads it)
//        SK = `INVITE#<email>`      one per pending invitation (sentAt, linkExpiresAt, tokenHash)
//      The team screen is this one Query (bounded by the company's size) and one BatchGetItem of the
//      members' profiles. Owner-only changes carry a ConditionCheck `ownerID = :me` on the company item.
//  15. Invitation link ........... GetItem  PK = `INVITATION#<SHA-256 of the token>`, SK = `INVITATION`
//      (companyID, companyName, email, state pending | used | revoked | replaced, linkExpiresAt; TTL
//      `expiresAt` 30 days after the link's end, so an old link can still say why it fails). Joining
//      is one transaction: the token `pending` and in date -> used, the INVITE# item deleted, the
//      member item put and the profile's companyID set (invitations.ts).
//  16. Poster still a member? .... BatchGetItem `COMPANY#<companyID>` / `MEMBER#<posterID>` and / `COMPANY`
//      (applying and withdrawing: who is notified, companies.ts jobContact)
//  17. Job alerts ................ Query    PK = `USER#<id>`, SK begins_with `ALERT#` (the candidate's list, at most 10)
//      SK = `ALERT#<alertID>`: the saved search (title words lower-case as titleWords splits them, jobType,
//      department, country), paused, createdAt, sentThrough (jobs posted up to it were emailed; starts at
//      createdAt), lastSentAt. alertID = a UUID (version 8) of the SHA-256 of the normalised search, so the
//      same search twice is one key: Put attribute_not_exists (duplicate -> 409), in one transaction with
//      `USER#<id>` / `ALERTCOUNT` ADD count 1 conditioned `attribute_not_exists(count) OR count < 10`; delete
//      and unsubscribe lower it (condition count > 0; drifted: the alert alone). Collisions are retried.
//      Active alerts also carry GSI1 GSI1PK = `ALERTS`, GSI1SK = `<userID>#<alertID>` (sparse: removed on
//      pause, put back on resume with sentThrough = now): the daily digest Queries GSI1PK = `ALERTS` in
//      pages of 100, never a Scan (job-alerts.ts).
//  18. Job alert digest .......... per active alert: newJobsMatching(search, sentThrough, 10) (pattern 10,
//      reads bounded by the new matches); nothing new -> nothing else read or written. Else one GetItem of
//      the profile, then one transaction: Put `USER#<id>` / `ALERTSENT#<alertID>#<13-digit ms of sentThrough>`
//      (attribute_not_exists: one email per alert and window; jobIDs, from, through, description,
//      alertCreatedAt, SHA-256 of the email's unsubscribe secret, TTL expiresAt 180 days) + Update the alert
//      SET sentThrough = the newest job's createdAt, conditioned `sentThrough = :read AND paused = false`;
//      then the email. A failed send deletes the record and puts sentThrough back (conditioned on the new
//      value), so the next run retries (job-alert-digests.ts).
//  19. Unsubscribe link .......... GetItem `USER#<id>` / `ALERTSENT#<alertID>#<digest>` named by the token
//      `<userID>.<alertID>.<digest>.<secret>`; SHA-256 of the secret compared in constant time, expiresAt
//      checked; then one transaction: Delete the alert (condition createdAt = the record's alertCreatedAt),
//      count -1, the record SET unsubscribedAt.
//  20. Candidate views per day .... UpdateItem ADD  PK = `USER#<employerID>`, SK = `VIEWS#<yyyy-mm-dd>` (UTC):
//      views, conditioned below the day's limit (429 past it), TTL a day after (candidate-access.ts)
//  21. Resume views ............... PutItem  PK = `USER#<candidateID>`, SK = `RESUMEVIEW#<at>#<employerID>`
//      (employerID, companyID, at; TTL a year). A candidate hidden from search is open to an employer
//      whose company they applied to: their applications (pattern 9, jobID and stage) and one
//      BatchGetItem of those jobs a page, for the company (candidate-access.ts appliedToCompany)
//  22. Suppressed address ....... GetItem  PK = `SUPPRESSED#<lower-case address>`, SK = `SUPPRESSED`
//      (address, reason bounce | complaint, at, SES's feedbackId and bounce type). Put by the
//      function SES's bounce and complaint events reach (email-events/record-suppression.ts), whose
//      role may write only keys that begin `SUPPRESSED#` (dynamodb:LeadingKeys). Every email reads
//      it first (platform/email/send-email.ts): one GetItem; the code, sign-up, reset and invitation calls
//      read it before any work, to answer 422 (suppressions.ts). No TTL: an operator deletes the
//      item once the address works again (README, "Email: bounces and complaints").
//  23. Account clean-up ......... Query    GSI1 GSI1PK = `UNCONFIRMED`, GSI1SK < `<a week ago>` (sign-ups never
//      confirmed; the profile carries GSI1PK = `UNCONFIRMED`, GSI1SK = `<createdAt>#<id>` and a TTL two weeks
//      on from sign-up, all removed by the activation) and GSI1 GSI1PK = `ACCOUNTDELETIONS` (closed accounts
//      whose deletion has not finished: GSI1SK = `<requested at>#<id>`), 100 of each per hourly run
//      (account-cleanup.ts). Deleting an account (account-deletion.ts): one transaction closes it
//      (profile `status = deleting`, sessions revoked, sourcing cards and the code deleted); then the
//      candidate's applications (pattern 9) are anonymised one transaction each with the job's count,
//      the last member's company partition (14) and its jobs go, the user's partition (Query
//      PK = `USER#<id>`, keys only) is batch-deleted, and last the profile with its `EMAIL#` item.
//      Export (my-data.ts) reads the same keys: the user's partition, pattern 9, or 14, 7 and 8.
//  24. Sign-in sessions ........ GetItem (in one BatchGetItem with the profile, consistent), on
//      every signed-in call (the session cookie) and every renewal (the refresh cookie)
//      PK = `USER#<id>`, SK = `SESSION#<sessionID>`: one per sign-in (startedAt = the first access
//      token's iat, secretHash and previousHash + rotatedAt of the refresh cookie's secret, the
//      Cognito refresh token sealed under that secret, sessionHash of the session cookie's secret
//      and the Cognito access token sealed under it, accessExpiresAt, TTL expiresAt = sign-in
//      + 30 days). Put attribute_not_exists at sign-in; each renewal is one transaction: Update
//      conditioned `secretHash = :presented` + ConditionCheck on the profile (active, not revoked
//      since startedAt). Ending every session: the profile's sessionsValidAfter (pattern 2), then
//      Query PK = `USER#<id>`, SK begins_with `SESSION#` (keys only; bounded by the user's sign-ins
//      of the last 30 days) and a batch delete (platform/auth/sessions.ts, accounts/refresh-sessions.ts).
//  (next patterns go here)
//
// The Scans, none in a request path: only the one-off migrations (functions/migrations/), each
// once in the life of a table, in pages of a few hundred items with a checkpoint after each:
// `MIGRATION#<id>` / `CHECKPOINT` (cursor and counts) while it runs, `MIGRATION#<id>` / `DONE`
// when it has ended. A new table records them done without reading anything.
//
// TTL: items that must disappear by themselves (one-time codes) carry `expiresAt`, in epoch
// seconds. DynamoDB deletes expired items lazily (typically within a few days), so readers
// must still compare `expiresAt` with the clock and treat an expired item as absent.

export interface KeySchema {
  /** Partition key attribute name (type string). */
  readonly partitionKey: string;
  /** Sort key attribute name (type string). */
  readonly sortKey: string;
}

export interface IndexDesign extends KeySchema {
  readonly indexName: string;
}

/** Primary key of the table: both attributes are strings. */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const satisfies KeySchema;

/** The overloaded GSIs: string keys, projection ALL. */
export const TABLE_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
] as const satisfies readonly IndexDesign[];

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];

/** Partition key prefix of the suppression items (pattern 22): the only keys their writer may touch. */
export const SUPPRESSION_PREFIX = 'SUPPRESSED#';

/** TTL attribute: epoch seconds (one-time codes). */
export const TTL_ATTRIBUTE = 'expiresAt';
