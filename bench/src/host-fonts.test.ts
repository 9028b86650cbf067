import { describe, expect, it } from 'vitest';
import { fontFaceSource } from './host-fonts';

describe("the bench's font probe", () => {
  it("reads the Arabic fallback's local faces from the site's stylesheet", () => {
    expect(fontFaceSource('Plex Arabic Fallback')).toBe("local('Noto Sans Arabic Regular'), local('NotoSansArabic-Regular')");
  });

  it('takes the rule of the family asked for, and says when there is none', () => {
    const css =
      "@font-face { font-family: 'A'; src: local('X'); }\n@font-face {\n  font-family: \"B\";\n  src: local('Y'), local('Z');\n  size-adjust: 90%;\n}";
    expect(fontFaceSource('B', css)).toBe("local('Y'), local('Z')");
    expect(() => fontFaceSource('C', css)).toThrow(/no @font-face for 'C'/);
  });
});
