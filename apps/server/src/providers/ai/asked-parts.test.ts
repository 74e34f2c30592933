// What exactly a question asks, part by part (asked-parts.ts).
import { describe, expect, it } from 'vitest';
import { askedParts } from './asked-parts';

const asks = (question: string) => askedParts(question).map((p) => p.ask);

describe('asked parts', () => {
  it('finds each thing asked, in the order asked, in comma-joined and separate questions', () => {
    expect(asks('Okulda ne yapabilirim, ne zaman dışarıya yönlendirmeliyim?')).toEqual([
      'act',
      'refer',
    ]);
    expect(
      asks('Bu tabloyu nasıl formüle etmeliyim? Ailesine ne söylemeliyim? Neye dikkat etmeliyim?'),
    ).toEqual(['why', 'tell', 'avoid']);
    expect(
      askedParts(
        'İlk görüşmede neleri mutlaka değerlendirmeliyim ve psikiyatriye ne zaman yönlendirmeliyim?',
      ).map((p) => [p.ask, p.written]),
    ).toEqual([
      ['assess', null],
      ['refer', null],
    ]);
    expect(asks('ilk seansta neleri sormaliyim, psikiyatriye sevk gerekir mi')).toEqual([
      'assess',
      'refer',
    ]);
  });

  it('quotes a short part as written and leaves a long one unquoted', () => {
    const [part] = askedParts('okulda ne yapabilirim');
    expect(part?.written).toBe('Okulda ne yapabilirim?');
    const long = askedParts(
      'Danışanım yaklaşık altı aydır her gün işe giderken yolda nefes darlığı ve çarpıntı yaşadığını anlatıyor ve ben bu durumda ne yapabilirim',
    );
    expect(long[0]?.ask).toBe('act');
    expect(long[0]?.written).toBeNull();
  });

  it('reads a treatment that is not working as its own ask', () => {
    expect(
      askedParts('12 seanstır ERP yapıyoruz. ERP neden eve yansımıyor, nasıl ele almalıyım?').map(
        (p) => p.ask,
      ),
    ).toEqual(['stuck', 'act']);
    expect(
      askedParts('Sekiz seanstır çalışıyoruz; maruz bırakma neden işe yaramıyor?').map(
        (p) => p.ask,
      ),
    ).toContain('stuck');
  });

  it('reads a decision about the case as its own ask, unless a more specific one is asked', () => {
    // A duty to report is an ask of its own, however it is put.
    expect(asks('Bunu risk olarak bildirmem gerekir mi?')).toEqual(['report']);
    expect(asks('Bildirim yükümlülüğüm var mı, bu tabloyu nasıl anlamalıyım?')).toEqual([
      'report',
      'why',
    ]);
    expect(asks('Bebekle yalnız kalmamasını önermeli miyim?')).toEqual(['decide']);
    expect(asks('Psikiyatriye sevk gerekir mi?')).toEqual(['refer']);
  });

  it('finds nothing in a case description with no request in it', () => {
    expect(askedParts('28 yaşında kadın danışan, üç aydır uykusuzluk yaşıyor.')).toEqual([]);
    // "annesine … anlattı" tells the case; only the question is asked.
    expect(
      asks('Annesine bağırdığını ve kolunu çektiğini anlattı. Tükenmişlikle nasıl çalışmalıyım?'),
    ).toEqual(['act']);
  });
});
