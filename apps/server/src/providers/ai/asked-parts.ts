// What exactly the question asks, part by part (issue 17 §3,
// docs/requirements/ai-engine.md#ai-grade: "answers the exact question"): "okulda ne yapabilirim,
// ne zaman dışarıya yönlendirmeliyim?" asks what to do and when to refer. Each part gets a short
// direct answer at the top of the answer, from the section of the matched frame that speaks to it
// (compose-frames.ts), before the full frame follows.
import { fold } from './text';

export type Ask =
  'report' | 'refer' | 'tell' | 'assess' | 'safe' | 'stuck' | 'avoid' | 'decide' | 'act' | 'why';

export interface AskedPart {
  ask: Ask;
  /** The part as the user wrote it, when short enough to quote; else null. */
  written: string | null;
  /** The part's text, for choosing the bullet that answers it. */
  text: string;
}

/** In the order tried: the more specific asks first ("ne zaman sevk etmeliyim" is not "act"). */
const ASKS: ReadonlyArray<[Ask, RegExp]> = [
  [
    // "Bildirim yükümlülüğüm var mı?", "ihbar etmem gerekir mi?": a legal duty to report.
    'report',
    /\b(bildirim|bildirme\w*|bildirmem\w*|ihbar\w*|bildirim yukumlulu\w*|yukumlulug\w*)\b.{0,40}?\b(var mi|gerek\w* (mi|mu)|zorunda (mi|miyim|miyiz)|\w+(meli|mali) ?(mi|miyim|miyiz))|\b(bildirmeli|ihbar etmeli|bildirmek zorunda)\w*/,
  ],
  [
    'refer',
    /\b(yonlendir\w*|sevk\w*|psikiyatri\w*|ilac (gerek|tedavi|baslan)\w*|hekime|doktora|uzmana|acile?\b|hastaneye)/,
  ],
  [
    'tell',
    /\b((aile(si|sine|ye|yle|mize)?|anne(si|sine|ye|siyle)?|baba(si|sina|ya|siyle)?|ebeveyn\w*|ogretmen\w*|esine|esiyle|partner\w*|idare\w*|okul yonetim\w*|cocuga|cocuguna|ergene)\b.{0,50}\b(soyle|anlat|bilgilendir|paylas|konus|acikla|ne diye|ne de(me|ye))\w*|ne (soylemeli|soyleyeyim|demeli|diyeyim)\w*|nasil (anlatmali|aciklamali|soylemeli|konusmali|ifade etmeli|sormali)\w*|hangi (cumle|soru|ifade)\w*(le|la)? |somut (cumle|ifade|soru)\w*)/,
  ],
  [
    'assess',
    /\b((ne|neler|neyi|neleri|hangi \w+) (\w+ ){0,2}(sorma|sorabil|degerlendirmel|degerlendirebil|taramal|bakmal)\w*|nasil degerlendir\w*|neye bak\w*|nelere bak\w*|hangi olcek\w*|nasil tara\w*|ayirt ed\w*|ayirici tani|nasil anlarim|nasil emin olabilirim)/,
  ],
  [
    // "…yaptırmalı mıyım, yoksa riskli mi?": whether the method is safe for this client.
    'safe',
    /\b(riskli (mi|midir|olur mu)|sakincali (mi|midir|olur mu)|guvenli (mi|midir)|tehlikeli (mi|midir|olur mu)|zarar(i)? (verir|olur|dokunur) mu|kontrendik\w*|yapilmamali mi|uygulanmamali mi)/,
  ],
  [
    // "ERP neden eve yansımıyor?", "12 seanstır ilerlemiyoruz": what keeps a treatment from working.
    'stuck',
    /\b((neden|niye)\b.{0,40}\b(ise yara|yansi|ilerle|genelle|degism|azalm|gecm|duzelm)\w*|ise yara(mi|ma)\w*|ilerle(mi|me)yor\w*|yansimiyor|genellenmiyor|tikan(dik|di)\w*|takil(dik|di)\w*|ilerleme yok|sonuc alami\w*|duzelme(di|yor)\w*|fayda etmi\w*)/,
  ],
  [
    'avoid',
    /\b(ne(ler)?den kacin\w*|hata (yap|mi yap)\w*|yanlis (yap|mi yap)\w*|neye dikkat|nelere dikkat|dikkat etmem gereken|nerede hata)/,
  ],
  [
    // "Bildirmem gerekir mi?", "önermeli miyim?": a decision the asker must take about the case.
    'decide',
    /\b(\w+(meli|mali) ?(mi|miyim|miyiz)\b|\w+(mem|mam|mesi|masi|memiz|mamiz) gerek(ir|iyor) mu|gerekir mi|dogru mu|uygun mu|\w+(sem|sam) mi\b|\w+(eyim|ayim) mi\b)/,
  ],
  [
    'act',
    /\b(ne yapabilirim|ne yapmaliyim|ne yapmam gerek\w*|ne yapalim|neler yapabilirim|neler yapilabilir|nasil (ele al|yardim|destek|calis|basla|yaklas|ilerle|mudahale|bir yol|bir plan|devam|dahil et|katil|sinir koy)\w*|ilk seans\w*|nereden basla\w*|hangi mudahale\w*|nasil yardimci|kac (saat|seans|gun|hafta|dakika|kez)\w*|ne kadar (sure|sureyle|sik)\w*|ne siklikla)/,
  ],
  [
    'why',
    /\b(neden\b|niye\b|nasil anla(mali|miyorum)\w*|ne olabilir|nasil formule\w*|formulasyon\w*|ne dusunmeliyim|nasil okumali\w*)/,
  ],
];

const QUOTE_MAX = 90;

/** What makes a clause a question or a request without a question mark (folded). */
const ASKING =
  /\b(mi|mu|miyim|miyiz|misiniz|nasil|neden|niye|ne|neler\w*|neyi|neleri|hangi\w*|nereden|ne zaman)\b|\w+(meli|mali)(yim|yiz|\b)|\w+(ebilir|abilir)(im|iz|\b)|(yapabilirim|gerekir)\b/;

/** Whether a piece of a question asks something (a question word or a request form). */
export function asksSomething(text: string): boolean {
  return /\?/.test(text) || ASKING.test(fold(text));
}

/** The asking clauses of a question: sentences, and a sentence's comma-joined questions. */
function clauses(question: string): string[] {
  return question
    .split(/(?<=[?!.;])\s+|\n+/)
    .flatMap((sentence) =>
      sentence.split(/,\s+(?=(?:ve\s+)?(?:\S+\s+){0,3}?(?:ne|nasıl|nasil|neden|hangi|mi|mı)\b)/iu),
    )
    .map((c) => c.trim())
    .filter((c) => c.length >= 6);
}

/** The parts of the question that ask something, each with what it asks, in the order asked. */
export function askedParts(question: string): AskedPart[] {
  const parts: AskedPart[] = [];
  for (const clause of clauses(question)) {
    const folded = fold(clause);
    // Only a clause that asks: "…annesine bağırdığını anlattı" tells the case, it asks nothing.
    if (!/\?/.test(clause) && !ASKING.test(folded)) continue;
    // A clause may ask two things ("neleri değerlendirmeli ve ne zaman yönlendirmeliyim"): each,
    // in the order written.
    const found = ASKS.map(([ask, re]) => ({ ask, at: re.exec(folded)?.index ?? -1 }))
      .filter((f) => f.at >= 0 && !parts.some((p) => p.ask === f.ask))
      .sort((a, b) => a.at - b.at)
      // "İlk seansta neleri sormalıyım" asks what to ask; "act" is what a clause asks otherwise.
      .filter((f, _, all) => f.ask !== 'act' || all.length === 1)
      // "Neden eve yansımıyor?" asks why the treatment is stuck, not what the picture is.
      .filter((f, _, all) => f.ask !== 'why' || !all.some((o) => o.ask === 'stuck'))
      // "Sevk gerekir mi?" asks about referral; "bildirmem gerekir mi?" is a decision of its own.
      .filter(
        (f, _, all) =>
          f.ask !== 'decide' || all.every((o) => ['decide', 'act', 'why'].includes(o.ask)),
      );
    // A clause split off a longer question keeps no joining word ("yoksa riskli mi" → "Riskli mi").
    const flat = clause
      .replace(/\s+/g, ' ')
      .replace(/[.,;:!]+$/, '')
      .trim()
      .replace(/^(yoksa|ve|ama|peki|ya da|veya)\s+/iu, '');
    const quotable =
      found.length === 1 &&
      flat.length <= QUOTE_MAX &&
      /\?$|(mi|mı|mu|mü|im|ım|um|üm|lim|lım)\??$/u.test(flat);
    for (const { ask } of found) {
      parts.push({
        ask,
        written: quotable
          ? `${flat[0]!.toLocaleUpperCase('tr')}${flat.slice(1).replace(/\?*$/, '')}?`
          : null,
        text: clause,
      });
    }
  }
  return parts;
}

/**
 * Asking whether it can wait ("haftaya kadar beklesem olur mu?", "bir sonraki seansa bırakabilir
 * miyim?", "acele etmeli miyim?") (folded). With risk in the case, this is the decision the answer
 * must take first: it cannot (compose-frames.ts).
 */
const WAIT =
  /\b(bekle(sem|sek|yeyim|yelim|yebilir|meli|mem|memiz|rsem|rsek|nebilir)\w*|beklet(ebilir|sem|sek|eyim|elim|meli|mem)\w*|ertele(sem|sek|yeyim|yelim|yebilir|meli|mem|rsem)\w*|(sonraki seans\w*|seansa|haftaya|pazartesiye|tatilden sonraya) (kadar )?(bekle|birak|ertele|kal|dursun)\w*|bir hafta (daha )?(bekle|dursun|izle|gozle)\w*|acele (etme\w*|mi)\b|hemen mi\b|simdilik (izle|bekle|gozle|dokunma)\w*|izlemekle yetin\w*|gozlemekle yetin\w*|ne kadar acil|acil mi\b)/;

/** Whether a clause of the question asks if something can wait (see WAIT). */
export function asksToWait(question: string): boolean {
  return clauses(question).some((clause) => asksSomething(clause) && WAIT.test(fold(clause)));
}
