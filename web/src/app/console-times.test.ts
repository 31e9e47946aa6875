// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSentText } from '../features/guests/shared/guest-format';
import { consentText } from '../features/guests/editor/components/SmsConsentForm';
import { lastVisitText } from '../features/admin-overview/components/CallList';

// 03:30 on Nov 9 in UTC is 10:30 PM on Nov 8 on the wedding's clock (America/New_York, EST).
const LATE_EVENING = '2025-11-09T03:30:00.000Z';

describe("the console's screens show times on the wedding's clock, in a browser far from it", () => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it("shows the guest list's last text, the call list's last visit and the consent date on it", () => {
    expect(lastSentText(LATE_EVENING)).toBe('Nov 8, 2025, 10:30 PM');
    expect(lastVisitText(LATE_EVENING)).toBe('Nov 8, 2025, 10:30 PM');
    expect(consentText({ at: LATE_EVENING, via: 'reply', note: '' })).toBe(
      'Agreed to texts on November 8, 2025 (replied by text)',
    );
  });
});
