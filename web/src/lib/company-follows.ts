// Following a company (PUT /api/follow-company) and unfollowing it (DELETE /api/unfollow-company),
// from a company's public page or the list of followed companies, and whether the candidate
// follows one (GET /api/get-follow-status). Once done, whatever shows it asks again.
import useSWR from 'swr';
import { useSWRConfig, type Arguments } from 'swr';
import { callApi } from '@/lib/api-client';

const SHOWS_FOLLOWING = new Set(['getFollowStatus', 'getFollowedCompanies']);
const showsFollowing = (key?: Arguments) => Array.isArray(key) && SHOWS_FOLLOWING.has(String(key[0]));

export const setCompanyFollowed = (companyID: string, following: boolean) =>
  following ? callApi('followCompany', { body: { companyID } }) : callApi('unfollowCompany', { query: { companyID } });

/** Follows or unfollows a company, then has what shows it ask again. */
export function useSetCompanyFollowed() {
  const { mutate } = useSWRConfig();
  return async (companyID: string, following: boolean) => {
    try {
      return await setCompanyFollowed(companyID, following);
    } finally {
      await mutate(showsFollowing);
    }
  };
}

/** Whether the signed-in candidate follows the company: undefined until known, or when not `enabled`. */
export function useFollowStatus(companyID: string, enabled: boolean): boolean | undefined {
  const { data } = useSWR(enabled ? ['getFollowStatus', companyID] : null, () =>
    callApi('getFollowStatus', { query: { companyID } }),
  );
  return data?.following;
}
