/** POST /api/campaigns/targeting/parse: a targeting read from the audience description (decision 179). */
import { type ParsedTargeting, type ParseTargetingBody, targetingParseMessages } from '@ads-creative/contracts/targeting-parse';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const parseTargeting = (body: ParseTargetingBody) =>
  withStoreFallback(api<ParsedTargeting>('/campaigns/targeting/parse', { method: 'POST', body }), targetingParseMessages.failed);

export const useParseTargeting = () => useMutation({ mutationFn: parseTargeting });
