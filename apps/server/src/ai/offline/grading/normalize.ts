import { keptLately } from "../kept-lately";

/**
 * What study notes and students write in more than one way, brought to one form before an answer
 * is compared with the notes: chemical formulas and symbols, abbreviations, number words and
 * ordinals, British and American spellings. The same function reads the notes and the answer, so
 * the two only have to agree with each other.
 */

/** Formulas and symbols as the words they stand for (case matters: "CO" is not "co"). */
const SYMBOLS: [RegExp, string][] = [
  // "dropwise" is "in drops" ("Go dropwise near end point"): said in the words an answer or a
  // question uses ("drop by drop"), "drop" and all (not with a "by", which a passive's doer has).
  [/\b(drop|step)-?wise\b/gi, " in $1s "],
  // "in favour of" is "supporting" ("a Republican in favour of the spread of slavery"): a verb,
  // which an "against" of opinion turns round (`opinionAgainst`), where "favour" is a thing.
  [/\bin favou?r of\b/gi, " supporting "],
  [/\bC6H12O6\b/g, " glucose "],
  [/\bCO2\b/g, " carbon dioxide "],
  [/\bH2O\b/g, " water "],
  [/\bO2\b/g, " oxygen "],
  [/\bN2\b/g, " nitrogen "],
  [/\bH2\b/g, " hydrogen "],
  [/\bCH4\b/g, " methane "],
  [/\bNaCl\b/g, " sodium chloride "],
  [/\bCO\b/g, " carbon monoxide "],
  [/\bPb\b/g, " lead "],
  [/\bFe\b/g, " iron "],
  [/\bCu\b/g, " copper "],
  [/\bZn\b/g, " zinc "],
  // Ions: "Na+", "Cl-", "Ca2+", "Cl⁻" (before the symbols: "Na+" is no "sodium and ..."); not a
  // sum's "K+1" or "E = K+U".
  [/(?<![\p{L}\p{N}])Na(?:\+|⁺)(?![\p{L}\p{N}])/gu, " sodium ion "],
  [/(?<![\p{L}\p{N}])K(?:\+|⁺)(?![\p{L}\p{N}])/gu, " potassium ion "],
  [/(?<![\p{L}\p{N}])Ca(?:2\+|²⁺)(?![\p{L}\p{N}])/gu, " calcium ion "],
  [/(?<![\p{L}\p{N}])Mg(?:2\+|²⁺)(?![\p{L}\p{N}])/gu, " magnesium ion "],
  [/(?<![\p{L}\p{N}])Cl(?:-|−|⁻)(?![\p{L}\p{N}-])/gu, " chloride ion "],
  // "GB" is Great Britain, unless it counts bytes ("4 GB", "GB of RAM", "gigabyte (GB)").
  [
    /(?<!\d\s*)(?<!byte\w*\s*\(\s*)(?<![\p{L}\p{N}])GB(?![\p{L}\p{N}])(?!\s+(?:of\s+)?(?:RAM|memory|storage|data|space|disk|drive)\b)/gu,
    " Great Britain ",
  ],
  // Element symbols ("Ca" was read as "can"), as whole words only ("Naïve", "Agüero"); not "Ca."
  // before a year (circa) nor an "Au pair".
  [/(?<![\p{L}\p{N}])Na(?![\p{L}\p{N}])/gu, " sodium "],
  [/(?<![\p{L}\p{N}])Ca(?![\p{L}\p{N}])(?!\.\s*\d)/gu, " calcium "],
  [/(?<![\p{L}\p{N}])Mg(?![\p{L}\p{N}])/gu, " magnesium "],
  [/(?<![\p{L}\p{N}])Cl(?![\p{L}\p{N}])/gu, " chlorine "],
  [/(?<![\p{L}\p{N}])Ag(?![\p{L}\p{N}])/gu, " silver "],
  [/(?<![\p{L}\p{N}])Au(?![\p{L}\p{N}])(?!\s+pairs?\b)/gu, " gold "],
  [/(?<![\p{L}\p{N}])Hg(?![\p{L}\p{N}])/gu, " mercury "],
  // Radiation and angles: "γ rays", "α particles"
  [/α/g, " alpha "],
  [/β/g, " beta "],
  [/γ/g, " gamma "],
  [/θ/g, " theta "],
  [/\bH\+/g, " hydrogen ion "],
  [/°\s?C\b/g, " degrees celsius "],
  [/°\s?F\b/g, " degrees fahrenheit "],
  [/%/g, " percent "],
  // "7 +/- 2" and "7 ± 2"; "a^2" and "a²"; "V=IR" and "V = I × R"
  [/\s?\+\s?\/?\s?-\s?(?=\d)/g, " ± "],
  [/\^2\b/g, "²"],
  [/\^3\b/g, "³"],
  [/\b([A-Z])\s?=\s?([A-Z])([A-Z])\b/g, "$1 = $2 × $3"],
  [/&/g, " and "],
  [/\s\+\s/g, " and "],
  // (an arrow that opens a line is a point of a list under the line before, not "leads to")
  [/^[^\S\n]*(?:->|→|=>)[^\S\n]*/gm, ""],
  [/\s?(?:->|→|=>)\s?/g, " leads to "],
  // "output ↑ -> cost ↓": arrows up and down say which way a thing goes.
  [/\s?[↑⬆]/g, " increases "],
  [/\s?[↓⬇]/g, " decreases "],
  [/\s?(?:<-|←)\s?/g, " comes from "],
  [/\bw\/o\b/gi, " without "],
  [/\bw\/(?=\s)/gi, " with "],
  [/\b(?:b\/c|cuz|coz)\b/gi, " because "],
  // "bc" is "because", but "500 BC" is an era.
  [
    /(?<!(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty|hundred|thousand))[\s-]?)\bbc\b/gi,
    " because ",
  ],
  [/\bdeoxyribonucleic acid\b/gi, " DNA "],
  [/\bribonucleic acid\b/gi, " RNA "],
  [/\bapprox\.?(?=\s)/gi, " about "],
  [/\be\.g\.(?=\s)/gi, " for example "],
  [/\bi\.e\.(?=\s)/gi, " that is "],
  [/\bgovt\b/gi, " government "],
  [/\btemp\b/gi, " temperature "],
  [/\bkm\/h\b/gi, " kilometres per hour "],
  [/\bmph\b/gi, " miles per hour "],
  [/\bkm\b/g, " kilometres "],
  [/\bkg\b/g, " kilograms "],
  [/\bcm\b/g, " centimetres "],
  [/\bmm\b/g, " millimetres "],
  // "18th c." and "18th-century"
  [/\b(\d+(?:st|nd|rd|th))[\s-]*(?:c\.|cent\.?|century)(?=[\s,.;:!?]|$)/gi, " $1 century "],
  // A negation typed without its apostrophe ("dont", "doesnt", "isnt") is still one. ("cant",
  // "wont" and "shant" are words of their own, and are left.)
  [/\b(do|does|did|is|are|was|were|has|have|had|could|should|would|must|need|might)nt\b/gi, "$1n't"],
];

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
};
const ORDINAL_TENS: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

/** The parts a whole is cut into, by their names: "a third", "three quarters". */
const FRACTIONS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
};
const VULGAR_FRACTIONS: Record<string, string> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅕": "1/5",
  "⅖": "2/5",
  "⅗": "3/5",
  "⅘": "4/5",
  "⅙": "1/6",
  "⅚": "5/6",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};

function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return "th";
  return ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
}

/** "twenty-one" → "21", "eighteenth" → "18th", "a hundred" stays (too loose to be sure). */
function numberWords(text: string): string {
  const unit = UNITS.join("|");
  const ten = TENS.filter(Boolean).join("|");
  const ordinal = Object.keys(ORDINAL_UNITS).join("|");
  const ordinalTen = Object.keys(ORDINAL_TENS).join("|");
  const below100 = (words: string): number => {
    const [t = "", u] = words.toLowerCase().split(/[\s-]+/);
    if (u !== undefined) return TENS.indexOf(t) * 10 + UNITS.indexOf(u);
    return UNITS.includes(t) ? UNITS.indexOf(t) : TENS.indexOf(t) * 10;
  };
  const teen = UNITS.slice(11).join("|");
  return (
    text
      // A fraction: "a third" → "1/3", "two-thirds" → "2/3", "⅓" → "1/3"; not "the third", "a
      // second", nor one part before a noun ("a third reason", "a quarter final").
      .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (m) => ` ${VULGAR_FRACTIONS[m] ?? m}`)
      .replace(
        new RegExp(
          `\\b(an?|${unit})[\\s-]+(${Object.keys(FRACTIONS).join("|")})\\b(?:(?<=s)|(?=\\s+(?:of|\\p{L}+ed|is|was|were|are|had|have|has|will|would|could|can|did|died|fell|grew|rose|lived|left)\\b|\\s*[.,;:!?)]|\\s*$))`,
          "giu",
        ),
        (m, count: string, part: string) => {
          const lower = count.toLowerCase();
          const n = lower === "a" || lower === "an" ? 1 : UNITS.indexOf(lower);
          const d = FRACTIONS[part.toLowerCase()];
          // (more than one part is said in the plural, one in the singular: "two third" is no fraction)
          return d === undefined || n < 1 || n >= d || n > 1 !== /s$/i.test(part) ? m : `${n}/${d}`;
        },
      )
      // A year said as two numbers, as a recording's transcript writes it: "seventeen eighty nine"
      // → "1789", "nineteen nineteen" → "1919", "twenty twenty-four" → "2024".
      .replace(
        // (Not "fifteen twenty-year-olds", nor "twelve thirteen-year-olds", nor a time of day:
        // "eleven forty five pm", "at eleven forty"; the tens never give up a unit that follows.)
        new RegExp(
          `\\b(${teen}|twenty)\\s+(?:(${ten})(?:[\\s-](${unit}))?(?![\\s-](?:${unit})\\b)|(${teen}))\\b(?![\\s-](?:year|month|week|day|hour|minute)s?\\b)(?!\\s*(?:[ap]\\.?m\\b|o'clock))`,
          "gi",
        ),
        (
          m,
          first: string,
          tens: string | undefined,
          u: string | undefined,
          teens: string | undefined,
          at: number,
          whole: string,
        ) => {
          // An hour of the clock after "at" ("at eleven forty") is a time; "at nineteen forty five" a year.
          if (/^(?:eleven|twelve)$/i.test(first) && /\bat\s+$/i.test(whole.slice(0, at))) return m;
          const century = UNITS.includes(first.toLowerCase()) ? UNITS.indexOf(first.toLowerCase()) : 20;
          const rest = teens
            ? UNITS.indexOf(teens.toLowerCase())
            : TENS.indexOf((tens ?? "").toLowerCase()) * 10 + (u ? UNITS.indexOf(u.toLowerCase()) : 0);
          // ("twenty three" is no year: it is left to the rules below. "eighty eleven" is no number.)
          return u && UNITS.indexOf(u.toLowerCase()) >= 10 ? m : String(century * 100 + rest);
        },
      )
      // "two hundred and fifty-six" → "256"
      .replace(
        new RegExp(
          `\\b(${unit})\\s+hundred(?:\\s+(?:and\\s+)?((?:${ten})(?:[\\s-](?:${unit}))?|${unit}))?\\b`,
          "gi",
        ),
        (_m, h: string, rest?: string) =>
          String(UNITS.indexOf(h.toLowerCase()) * 100 + (rest ? below100(rest) : 0)),
      )
      .replace(new RegExp(`\\b(${ten})[\\s-](${ordinal})\\b`, "gi"), (_m, t: string, o: string) => {
        const n = TENS.indexOf(t.toLowerCase()) * 10 + (ORDINAL_UNITS[o.toLowerCase()] ?? 0);
        return `${n}${ordinalSuffix(n)}`;
      })
      .replace(new RegExp(`\\b(${ordinalTen}|${ordinal})\\b`, "gi"), (m: string) => {
        const n = ORDINAL_UNITS[m.toLowerCase()] ?? ORDINAL_TENS[m.toLowerCase()] ?? 0;
        // "second" is also a unit of time; only a number-like use ("the second law") is an ordinal.
        return m.toLowerCase() === "second" ? m : `${n}${ordinalSuffix(n)}`;
      })
      .replace(new RegExp(`\\b(${ten})[\\s-](${unit})\\b`, "gi"), (_m, t: string, u: string) =>
        String(TENS.indexOf(t.toLowerCase()) * 10 + UNITS.indexOf(u.toLowerCase())),
      )
      .replace(new RegExp(`\\b(${ten}|${unit})\\b`, "gi"), (m: string) => {
        const lower = m.toLowerCase();
        const n = UNITS.includes(lower) ? UNITS.indexOf(lower) : TENS.indexOf(lower) * 10;
        // "one" is as often a pronoun ("the one that...") as a number.
        return lower === "one" ? m : String(n);
      })
      // "one hundred thousand" (by now "100 thousand") → "100000", as "100,000" is written below.
      // (Not "1.5 million": a decimal is left as it is written.)
      .replace(/(?<![\d.,])\b(\d{1,3}|one) (thousand|million)\b/gi, (_m, n: string, scale: string) =>
        String(
          (n.toLowerCase() === "one" ? 1 : Number(n)) *
            (scale.toLowerCase() === "thousand" ? 1000 : 1_000_000),
        ),
      )
      // "100,000" → "100000": a number's thousands separators are no list. So are thin or plain
      // spaces between groups of three ("100 000"), where no other number runs into them.
      .replace(/\b\d{1,3}(?:,\d{3})+\b/g, (m) => m.replaceAll(",", ""))
      .replace(/(?<!\d[.,]?\s?)\b\d{1,3}(?:[ \u00a0\u202f]\d{3})+\b(?![.,]?\d|\s\d)/g, (m) =>
        m.replace(/\D/g, ""),
      )
  );
}

/** Whole-word British spellings and their American forms, where no rule below gives them. */
const SPELLINGS: Record<string, string> = {
  aluminium: "aluminum",
  grey: "gray",
  programme: "program",
  programmes: "programs",
  defence: "defense",
  offence: "offense",
  licence: "license",
  practise: "practice",
  mould: "mold",
  plough: "plow",
  sceptic: "skeptic",
  tyre: "tire",
  cheque: "check",
  kerb: "curb",
  storey: "story",
  ageing: "aging",
  judgement: "judgment",
  manoeuvre: "maneuver",
};
/** -our words that are not British spellings of -or ones. */
const OUR_KEPT = new Set([
  "hour",
  "pour",
  "four",
  "tour",
  "your",
  "flour",
  "sour",
  "our",
  "detour",
  "devour",
  "contour",
  "scour",
  "amour",
  "troubadour",
  "velour",
  "dour",
  "course",
  "source",
  "journal",
]);

/** One spelling of a word, British or American (applied to notes and answers alike). */
export function americanSpelling(word: string): string {
  const lower = word.toLowerCase();
  const listed = SPELLINGS[lower];
  if (listed) return listed;
  let w = lower;
  if (/our(s|ed|ing|ful|ite|ites|able)?$/.test(w) && !OUR_KEPT.has(w.replace(/(s|ed|ing)$/, ""))) {
    w = w.replace(/our(s|ed|ing|ful|ite|ites|able)?$/, "or$1");
  }
  w = w
    .replace(/^(.{3,})is(e|es|ed|ing|ation|ations)$/, (m, stem: string, end: string) =>
      // -ise → -ize, but not "rise", "wise", "exercise", "advertise"...
      /(r|w|advert|exerc|superv|telev|comprom|surpr|dev|enterpr|prec|conc|franch|merchand|otherw|likew|clockw)$/.test(
        stem,
      )
        ? m
        : `${stem}iz${end}`,
    )
    .replace(/^(ana|para|cata|dia|electro)lys(e|es|ed|ing)$/, "$1lyz$2")
    .replace(/^(cen|me|li|fib|thea|lus|spec|cali|sab|meag|somb|mana|oc|lit)tre(s?)$/, "$1ter$2")
    .replace(/^sulph/, "sulf")
    .replace(/^(ha|anaes|palae|leukaem|encyclopaed|orthopaed|paed|caes|aes)/, (m) => m.replace("ae", "e"))
    .replace(/^(o)estrogen/, "estrogen")
    .replace(/^foet/, "fet")
    .replace(/(?<=[a-z]{3})ll(ed|ing|er|ers)$/, (m, end: string) =>
      // travelled → traveled, modelling → modeling (not "called", "filling", "killer")
      /^(travel|model|label|level|cancel|fuel|signal|channel|tunnel|marvel|total|counsel|dial|equal|jewel|quarrel|rival|shovel|funnel|panel)/.test(
        w.slice(0, w.length - m.length) + "l",
      )
        ? `l${end}`
        : m,
    )
    .replace(/ogue$/, (m) => (/^(catal|anal|dial|monol|prol|epil)ogue$/.test(w) ? "og" : m));
  return w;
}

/** Whole notes written one way, a few at a time: every answer to a note reads it so (about 5 ms for 100,000 characters). */
const LONG_TEXT = 2000;
const normalizedLong = keptLately<string>(8);

/** The text with symbols, abbreviations and number words written one way. */
export function normalizeText(text: string): string {
  return text.length > LONG_TEXT ? normalizedLong(text, () => normalizeFresh(text)) : normalizeFresh(text);
}

function normalizeFresh(text: string): string {
  // (a word joiner the quiz chat puts in an arrow, "-\u2060>", pasted back into an answer)
  let out = ` ${text.replace(/[\u2060\u200B]/g, "")} `;
  for (const [pattern, words] of SYMBOLS) out = out.replace(pattern, words);
  out = numberWords(out);
  return out.replace(/\s+/g, " ").trim();
}
