// The sandbox pages render posted values (order id, card digits, a return address): every one is
// escaped. Through HTTP the form's own validation stops most markup first, so the renderers are
// checked here directly.
import { describe, expect, it } from 'vitest';
import { sandboxErrorPage, threeDSecurePage } from './pages';

const SCRIPT = '<script>alert(1)</script>';
const ATTRIBUTE = '"><svg onload=alert(1)>';

describe('sandbox pages', () => {
  it('escapes every value on the 3-D Secure page', () => {
    const html = threeDSecurePage({
      sessionId: ATTRIBUTE,
      merchantOid: SCRIPT,
      totalKurus: 1,
      cardLast4: '<b>',
    });
    for (const raw of [SCRIPT, ATTRIBUTE, '<b>']) expect(html).not.toContain(raw);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('value="&quot;&gt;&lt;svg');
  });

  it('escapes the message and the return address of the error page', () => {
    const html = sandboxErrorPage(SCRIPT, `https://magaza.example/${ATTRIBUTE}`);
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain(ATTRIBUTE);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://magaza.example/&quot;&gt;&lt;svg');
  });
});
