import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portfolioListResponseSchema } from '@site/shared/contract';
import { InvalidResponseError } from './errors';
import { checkQueryReply, defineQuery } from './query';
import { isChecked } from './reply-check';

/** A widget's build fills this module with parsers compiled from the contract (build/reply-parsers.ts); here, one that answers as told. */
const answer = vi.hoisted(() => ({ accept: true, loads: 0 }));
vi.mock('./reply-parsers', () => ({
  replyParsers: {
    portfolioListResponseSchema: () => {
      answer.loads += 1;
      return Promise.resolve((reply: unknown) => (answer.accept ? { value: { parsed: reply } } : null));
    },
  },
}));

beforeEach(() => {
  answer.accept = true;
  answer.loads = 0;
});
afterEach(() => vi.restoreAllMocks());

const query = defineQuery(
  '/v1/social-media?page=1&per_page=6',
  (contract) => contract.portfolioListResponseSchema,
  (reply) => reply,
);
const other = defineQuery(
  '/v1/services',
  (contract) => contract.servicesListResponseSchema,
  (reply) => reply,
);

describe('checkQueryReply with parsers compiled ahead of time', () => {
  it("takes the parser's checked copy when it accepts the reply, and marks it checked", async () => {
    const checked = await checkQueryReply(query, { any: 'reply' }, 'en');
    expect(checked).toEqual({ parsed: { any: 'reply' } });
    expect(isChecked(checked)).toBe(true);
    expect(answer.loads).toBe(1);
  });

  it('leaves a reply its parser does not accept to the contract, which names the issue', async () => {
    answer.accept = false;
    const reply = { success: true, data: { data: [{ id: 'x' }], total: 1, current_page: 1, last_page: 1, per_page: 6 } };
    expect(portfolioListResponseSchema.safeParse(reply).success).toBe(false);
    await expect(checkQueryReply(query, reply, 'en')).rejects.toThrow(InvalidResponseError);
    await expect(checkQueryReply(query, reply, 'en')).rejects.toThrow(/data\.data\.0\.id/);
  });

  it('checks a reply with the contract where no parser was compiled (the site)', async () => {
    const reply = { success: true, data: { data: [], total: 0, current_page: 1, last_page: 1, per_page: 6 } };
    await expect(checkQueryReply(other, reply, 'en')).resolves.toEqual(reply);
    expect(answer.loads).toBe(0);
  });
});
