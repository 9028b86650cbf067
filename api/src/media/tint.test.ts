import { describe, expect, it } from 'vitest';
import { readTint, tintOfPlaceholder, tintText } from './tint';

/** A placeholder as the API stored it before migration 0005 (placeholderDataUrl's output). */
const OLD_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2016%2010'%20preserveAspectRatio='none'%3E%3ClinearGradient%20id='g'%20x2='1'%20y2='1'%3E%3Cstop%20stop-color='%23112233'/%3E%3Cstop%20offset='1'%20stop-color='%23445566'/%3E%3C/linearGradient%3E%3Crect%20width='16'%20height='10'%20fill='url(%23g)'/%3E%3C/svg%3E";

describe('tint', () => {
  it('is stored as two colours and read back', () => {
    expect(tintText(['#112233', '#AABBCC'])).toBe('#112233 #AABBCC');
    expect(readTint('#112233 #AABBCC')).toEqual(['#112233', '#AABBCC']);
  });

  it('reads nothing from a missing or malformed value', () => {
    for (const bad of [null, undefined, '', '#112233', '#112233 #445566 #778899', '#11223 #445566', 'red blue', '#112233  #445566']) {
      expect(readTint(bad)).toBeNull();
    }
  });

  it("takes the colours out of an earlier placeholder's gradient, escaped or not", () => {
    expect(tintOfPlaceholder(OLD_PLACEHOLDER)).toEqual(['#112233', '#445566']);
    expect(tintOfPlaceholder(OLD_PLACEHOLDER.replaceAll('%23', '#'))).toEqual(['#112233', '#445566']);
    expect(tintOfPlaceholder(null)).toBeNull();
    expect(tintOfPlaceholder('data:image/png;base64,AAAA')).toBeNull();
    expect(tintOfPlaceholder("data:image/svg+xml,%3Csvg%3E%3Cstop%20stop-color='%23112233'/%3E%3C/svg%3E")).toBeNull();
  });
});
