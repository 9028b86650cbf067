import { describe, expect, it } from 'vitest';
import * as shared from '../index';
import * as embed from './index';

describe("'@site/shared' and '@site/shared/embed'", () => {
  it("keeps the widgets' frame out of the barrel every page loads (only its types are there)", () => {
    const values = Object.keys(embed);
    expect(values).toEqual(expect.arrayContaining(['mountWidget', 'ReadyWhenShown', 'useWidgetEvents', 'WidgetEventsContext']));
    expect(Object.keys(shared).filter((name) => values.includes(name))).toEqual([]);
  });
});
