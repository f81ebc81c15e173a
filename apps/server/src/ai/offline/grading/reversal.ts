import { keptLately } from "../kept-lately";
import { stem } from "../stem";
import { Matcher } from "./matcher";
import { normalizeText } from "./normalize";
import { LIGHT_VERBS, OPPOSITE, direction, measureOf, oppositesOf, plainOf } from "./opposites";
import type { WordNet } from "./wordnet";
import {
  CLAIM_VERBS,
  CLAIM_VERBS_PLURAL,
  escapeRegExp,
  isContent,
  isRoot,
  negatedAt,
  NEGATIONS,
  negationAt,
  privativeRoot,
  RELATIVES,
  tokens,
  verbAt,
  type Token,
} from "./words";

/** Words that mark cause and effect: the cause comes before "causes", after "because". */
const CAUSE_FIRST =
  /\b(?:causes?|caused|causing|leads? to|led to|results? in|resulted in|produces?|makes?|so|therefore|thus|hence|which means|triggers?|drives?)\b/i;
const SAID_CAUSE_FIRST =
  /\b(?:causes?|caused|causing|leads? to|led to|results? in|resulted in|triggers?|drives?)\b/i;
const EFFECT_FIRST =
  /\b(?:because(?: of)?|due to|caused by|as a result of|results? from|since|comes? from|is driven by|are driven by)\b/i;

/** The words a text says without denying them, by its words (kept with them: a note is read for every answer). */
const affirmed = new WeakMap<Token[], Set<string>>();

function affirmedIn(list: Token[]): Set<string> {
  let lemmas = affirmed.get(list);
  if (!lemmas) {
    lemmas = new Set(list.filter((_t, i) => !negatedAt(list, i)).map((t) => t.lemma));
    affirmed.set(list, lemmas);
  }
  return lemmas;
}

/**
 * Whether the notes' sentence says the other way too, of its own: "absorb heat during the day and
 * release it slowly at night" (an answer's "gives off heat at night" turns neither round).
 */
function bothWays(list: Token[], termIndex: number, opposites: Set<string>): boolean {
  // (not a case it names: "As warm, moist air rises it cools" says one way, of warm air)
  return list.some(
    (t, i) => i !== termIndex && opposites.has(t.lemma) && !negatedAt(list, i) && !naming(list, i),
  );
}

/** Verbs an "against" of opinion comes after: "was against", "voted against". */
const OPINION_VERBS = new Set(["be", "vote", "argue", "campaign", "speak", "protest", "stand"]);

/**
 * Whether a word is no "against" at all, or one of opinion ("Many MPs were against votes for
 * women", "Lincoln (Republican, against spread of slavery)"), which "support" turns round: not one
 * that says where a thing acts ("push against the walls", "defend the body against pathogens",
 * "ruled against segregated schools").
 */
function opinionAgainst(list: Token[], index: number): boolean {
  if (list[index]?.word !== "against") return true;
  for (let k = index - 1; k >= 0; k--) {
    const t = list[k];
    if (t && (t.pos === "VERB" || t.pos === "AUX")) return OPINION_VERBS.has(t.lemma);
  }
  return true;
}

/** Words that count things: "a few drops", "several cuts". */
const QUANTIFIERS = new Set(["few", "several", "many", "some", "two", "three", "2", "3", "couple"]);

/**
 * Whether the answer turns the notes round; if so, how (for the reason), and, in `where`, the
 * sentence of theirs it turns round when that is not the passage asked about.
 */
export function reversed(
  passage: string,
  around: string[],
  answer: string,
  wordnet: WordNet,
  noteWords: Set<string>,
  noteText = passage,
  /** The sentence a reversal was found in (set); the sentences the question's parts point at by their own words. */
  where?: { sentence?: string; pointed?: string[] },
): string | undefined {
  const note = tokens(passage);
  const said = tokens(normalizeText(answer));
  const saidLemmas = new Set(said.map((t) => t.lemma));
  const whole = tokens(normalizeText(noteText));
  // The notes' own words, as they say them: an answer's "absorb" is no opposite of "emits" in one
  // sentence when the notes say "greenhouse gases absorb IR" in another.
  const usedInNotes = affirmedIn(whole);
  // An opposite word: the answer says "falls" where the notes say "rises" (not "doesn't fall") in
  // the passage asked about (in the other sentences the question may be after, see below).
  for (const sentence of [passage]) {
    const list = tokens(normalizeText(sentence));
    const lemmas = new Set(list.map((t) => t.lemma));
    for (const [termIndex, term] of list.entries()) {
      if ((!isContent(term) && !OPPOSITE.has(term.lemma)) || negatedAt(list, termIndex)) continue;
      if (!opinionAgainst(list, termIndex)) continue;
      const opposites = oppositesOf(term, wordnet);
      // (a sentence that says both ways itself turns round with neither)
      if (bothWays(list, termIndex, opposites)) continue;
      for (const [index, token] of said.entries()) {
        const meant = opposes(said, index, opposites, wordnet, true);
        // The sentence's own word is no opposite of it, unless the sentence has it only as a case
        // it names ("As warm, moist air rises it cools") and the answer as what happens ("it gets
        // warmer").
        const echoes = (lemma: string) =>
          lemmas.has(lemma) &&
          !(becomes(said, index) && list.every((t, i) => t.lemma !== lemma || naming(list, i)));
        if (
          !meant ||
          echoes(token.lemma) ||
          echoes(meant) ||
          noteWords.has(token.lemma) ||
          saidLemmas.has(term.lemma) ||
          negatedAt(said, index) ||
          lost(said, index) ||
          idleParticle(said, index) ||
          idleParticle(list, termIndex) ||
          upToAmount(said, index) ||
          namesKind(said, index) ||
          agreesElsewhere(token, list) ||
          // Things are not claims: "parents" and "child", "short supply" and "could demand".
          // (The tagger reads "the current decreases" as a noun at times: a direction is a claim.)
          ((token.pos === "NOUN" || term.pos === "NOUN") &&
            !direction(token.lemma) &&
            !direction(token.word)) ||
          ((usedAsInNotes(said, index, whole) || usedInNotes.has(token.lemma)) &&
            !usedAsInNotes(said, index, list, termIndex)) ||
          saidToo(term, said, index, lemmas, wordnet) ||
          // "B before A" says what "A after B" does.
          orderSwapped(list, termIndex, said, index) ||
          // ... of the same thing: "went up to 300 volts" is no opposite of "obedience ↓".
          !saidOfSame(list, termIndex, said, index, wordnet) ||
          // ... done to the same thing: "they give off oxygen" is no opposite of "takes in CO2".
          objectsDiffer(list, termIndex, said, index, wordnet)
        )
          continue;
        return `“${withParticle(said, index, wordnet)}” where your notes say “${withParticle(list, termIndex, wordnet)}”`;
      }
    }
  }
  // The notes say it goes up, the answer that it goes down (in everyday words or not).
  const PREDICATE = new Set(["VERB", "ADJ", "ADV", "AUX"]);
  const PARTICLE = new Set(["up", "down"]);
  const arrows = /[↑↓]/.test(answer);
  // (of "fewer" too, whose lemma "few" says no way)
  const wayOf = (t: Token) => direction(t.lemma) ?? direction(t.word.toLowerCase());
  const ways = (list: Token[], predicatesOnly: boolean) =>
    new Set(
      list
        .filter(
          (t, i) =>
            // "went up", "goes down": the particle of a verb is its direction.
            (!predicatesOnly ||
              PREDICATE.has(t.pos) ||
              // (an arrow's "↓" is written out as "decreases", which the tagger reads as a noun at
              // times: "inflation ↓")
              (arrows && CLAIM_VERBS.test(t.word) && i > 0) ||
              (PARTICLE.has(t.word) && list[i - 1]?.pos === "VERB" && MOVES.has(list[i - 1]?.lemma ?? ""))) &&
            // In the notes too, the particle of a verb whose "up" says nothing of more or less is no
            // direction: "give up territory" is no rise for "lose" to reverse ("builds up" still is).
            !idleParticle(list, i) &&
            // A thing counted is no way a thing goes: "a few drops of indicator" (not "a drop in pH").
            !(t.pos === "NOUN" && QUANTIFIERS.has(list[i - 1]?.lemma ?? "")) &&
            !negatedAt(list, i),
        )
        .map(wayOf)
        .filter(Boolean),
    );
  // ... of the same thing: a word near the one direction is near the other ("rate ↑" and "the rate
  // falls", not "a few drops of indicator" and "the titre is too big").
  // (in its own sentence: "titre 2 big. stop when indicator changes" says nothing big of the indicator)
  const about = (text: string) => {
    const near = new Set<string>();
    for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
      const list = tokens(normalizeText(sentence));
      list.forEach((t, i) => {
        if (!wayOf(t) || negatedAt(list, i)) return;
        for (const n of list.slice(Math.max(0, i - 4), i + 5))
          if (isContent(n) && !wayOf(n)) near.add(n.lemma);
      });
    }
    return [...near];
  };
  const noteWays = ways(note, false);
  const saidWays = ways(said, true);
  if (noteWays.size === 1 && saidWays.size === 1 && [...noteWays][0] !== [...saidWays][0]) {
    const saidAbout = new Set(about(answer));
    const saidNear = new Matcher(
      said.filter((t) => saidAbout.has(t.lemma)),
      wordnet,
    );
    const noteAbout = new Set(about(passage));
    if (note.some((t) => noteAbout.has(t.lemma) && saidNear.says(t)))
      return `your answer says it goes ${[...saidWays][0] ?? ""}, your notes say ${[...noteWays][0] ?? ""}`;
  }
  // Several things going each its own way ("If the voltage ↑ ..., the current ↑"): each thing's
  // way, on either side, read from the statement it is in.
  {
    const noteThings = waysOfThings(passage, wayOf, true);
    const saidThings = waysOfThings(answer, wayOf);
    for (const [said, way] of saidThings) {
      // (what the answer's thing is of, "the rate of transpiration", against the notes' "Rate ↓" alone)
      const thing = said.startsWith(OF_THING) ? said.slice(OF_THING.length) : said;
      const theirs = noteThings.get(thing);
      if (theirs && way && theirs !== way)
        return `your answer says “${thing}” goes ${way}, your notes say ${theirs}`;
    }
    // ... or in a sentence a part of the question points at by its own words, when the answer is
    // graded against another it gives more words of ("the more ions, the higher the pH" against
    // "pH below 7 is acidic"), and the notes say nowhere that it goes the answer's way.
    const pointedAt = (where?.pointed ?? []).filter((sentence) => !passage.includes(sentence));
    if (pointedAt.length > 0 && saidThings.size > 0) {
      // (read in the notes' sentences that name one of those things: a note may be 200,000 characters)
      const named = [...saidThings.keys()].map((thing) => thing.slice(0, Math.max(3, thing.length - 1)));
      const naming = splitSentences(noteText).filter((sentence) => {
        const lower = sentence.toLowerCase();
        return named.some((thing) => lower.includes(thing));
      });
      const everywhere = waysOfThings(naming.join("\n"), wayOf, true);
      for (const sentence of pointedAt) {
        const theirs = waysOfThings(sentence, wayOf, true);
        for (const [thing, way] of saidThings) {
          const its = theirs.get(thing);
          if (its && way && its !== way && everywhere.get(thing) === its) {
            if (where) where.sentence = sentence;
            return `your answer says “${thing}” goes ${way}, your notes say ${its}`;
          }
        }
      }
    }
  }
  // A statement both make about the same things, which one side negates and the other not: each
  // word they share is read with its own negation ("without being used up" = "isn't used up"),
  // and a negated opposite says the same thing ("isn't moving" for "stationary").
  const noteClauses = around.flatMap(sentenceClausesOf);
  // What each of them is said of beyond its own words, read once for every clause of the answer.
  const owners = noteClauses.map((_clause, i) => ownerOf(noteClauses, i, noteText));
  // A statement the notes make elsewhere as fully, which the answer agrees with, is no reversal:
  // "the pancreas releases insulin" is what happens after a meal, not type 1 diabetes' "no insulin".
  let everyClause: SentenceClause[] | undefined;
  // What each of the answer's clauses is said of: its own subject, or, for one that starts with its
  // verb ("... and needs no energy"), the subject of the clause before it in the answer.
  let carried: Token[] = [];
  for (const clause of clausesOf(answer)) {
    const own = subjectOf(clause);
    if (own.length > 0) carried = own;
    const saidOf = own.length > 0 ? own : carried;
    const namesSaidOf = new Matcher(saidOf, wordnet);
    const saidHere = new Matcher(clause, wordnet);
    const sharing = (noteClause: Token[]) =>
      noteClause.filter(isContent).filter((t) => saidHere.says(t)).length;
    // (with what a clause's opening "they" stands for, or the subject it leaves out: "Gamma rays
    // are waves; they are the least ionising and the most penetrating")
    const shares = noteClauses.map((noteClause, i) => sharing([...(owners[i] ?? []), ...noteClause.clause]));
    const shared = Math.max(0, ...shares);
    if (shared < 2) continue;
    // (of two that share as much, the one that says more of what the answer says of its subject:
    // "needs no energy" of "Active transport moves substances ..., and needs energy")
    const subject = subjectOf(clause);
    const predicate = new Matcher(
      clause.filter((t) => !subject.includes(t)),
      wordnet,
    );
    const saysAsMuch = (list: Token[]) => list.filter(isContent).filter((t) => predicate.says(t)).length;
    // (and, of those, one whose sentence names what the answer's clause is said of: "active
    // transport ... and needs no energy" is read against "Active transport ..., and needs energy",
    // not against diffusion's "It is passive, so it needs no energy", when a question asks of both)
    const namesIt = (noteClause: SentenceClause) =>
      saidOf.length > 0 && noteClause.sentence.some((t) => isContent(t) && namesSaidOf.says(t)) ? 1 : 0;
    const best = noteClauses
      .filter((_c, i) => shares[i] === shared)
      .reduce<SentenceClause | undefined>(
        (most, next) =>
          !most ||
          namesIt(next) > namesIt(most) ||
          (namesIt(next) === namesIt(most) && saysAsMuch(next.clause) > saysAsMuch(most.clause))
            ? next
            : most,
        undefined,
      );
    if (!best) continue;
    // (a claim the notes make in brackets read on its own, and the clause without it: "Owls eat
    // mice (mice never eat owls, of course)" denies nothing "owls eat mice" says; and what one
    // side denies of the other's claim turned round is no denial of it: "Mice never eat owls",
    // "The Sun heats the Earth, the Earth does not heat the Sun")
    // (an aside that opens with "they" or "it" is read with its clause, which it is said of:
    // "Igneous rocks form from cooled magma (they do not contain fossils)")
    const parts = withAsides(best.clause, best.text);
    const pieces = parts.asides.some((aside) => STANDING_FOR.has(aside[0]?.word ?? ""))
      ? [best.clause]
      : [parts.main, ...parts.asides];
    const flipped = pieces
      .map((part, k) =>
        rolesSwapped(part, clause, wordnet, true)
          ? undefined
          : polarityFlip(
              part,
              clause,
              wordnet,
              noteWords,
              noteText,
              k === 0 ? owners[noteClauses.indexOf(best)] : [],
              k === 0 && opensWithPronoun(best),
            ),
      )
      .find((found) => found !== undefined);
    if (flipped) {
      // (of the thing the answer names: "active transport needs no energy" is what the notes say of
      // diffusion, "it needs no energy", in a sentence that never names active transport; and
      // saying something of it: "root hair cells use active transport" says nothing of energy)
      everyClause ??= noteText.split(/\n+/).flatMap(sentenceClausesOf);
      const words = (list: Token[]) => list.map((t) => t.word).join(" ");
      const own = [
        best,
        ...everyClause.filter((noteClause) => words(noteClause.clause) === words(best.clause)),
      ];
      const names = (sentence: Token[]) => sentence.some((t) => namesSaidOf.says(t));
      const named = saidOf.length > 0 && own.some((noteClause) => names(noteClause.sentence));
      const says = Math.min(1, saysAsMuch(best.clause));
      const madeElsewhere = everyClause.some(
        (noteClause) =>
          (sharing(noteClause.clause) >= shared ||
            // (or nearly all of a shorter one: "muscle cells take up glucose")
            sharing(noteClause.clause) >= Math.max(3, 0.75 * noteClause.clause.filter(isContent).length)) &&
          (!named || subjectOf(noteClause.clause).length > 0 || names(noteClause.sentence)) &&
          saysAsMuch(noteClause.clause) >= says &&
          !polarityFlip(
            noteClause.clause,
            clause,
            wordnet,
            noteWords,
            noteText,
            antecedentOf(noteClause, noteText),
            opensWithPronoun(noteClause),
          ),
      );
      if (!madeElsewhere) {
        if (where) where.sentence = best.text;
        return flipped;
      }
    }
    // (roles are compared with the first clause that shares as much)
    const first = noteClauses[shares.indexOf(shared)] ?? best;
    // (with the claim the notes make in brackets beside it read on its own: "(platform protects the
    // cliff)" gives no sides to the chain, but "Mutualism (the clownfish protects the anemone)" is
    // turned round by "the anemone protects the clownfish")
    // (and, for one that leaves its subject out, with what it is said of: "Convection currents in
    // the mantle, driven by heat from the core, move the plates")
    const firstOwner = owners[noteClauses.indexOf(first)] ?? [];
    const { main, asides } = withAsides([...firstOwner, ...first.clause], first.text);
    const swapped =
      rolesSwapped(main, clause, wordnet) ??
      asides.map((aside) => rolesSwapped(aside, clause, wordnet)).find((found) => found !== undefined);
    if (swapped) {
      if (where) where.sentence = first.text;
      return swapped;
    }
  }
  const turned = fromToSwapped(passage, around, answer, noteText, wordnet);
  if (turned) return turned;
  const dismissed = dismissedKey(passage, noteText, answer, wordnet);
  if (dismissed) return dismissed;
  const crossed = crossedPairs(around, answer) ?? sidesCrossed(around, answer);
  if (crossed) return crossed;
  const acted = actsTurned(noteText, answer, wordnet);
  if (acted) {
    if (where) where.sentence = acted.sentence;
    return acted.why;
  }
  const requalified = qualifierSwapped(around, said, whole, wordnet, noteWords);
  if (requalified) return requalified;
  const denied = deniedSwapped(around, said);
  if (denied) return denied;
  // Cause and effect swapped: "A because B" for "A causes B".
  const order = (text: string, causeFirst = CAUSE_FIRST) => {
    const cause = causeFirst.exec(text);
    const effect = EFFECT_FIRST.exec(text);
    if (effect && (!cause || effect.index < cause.index)) {
      return { cause: text.slice(effect.index + effect[0].length), effect: text.slice(0, effect.index) };
    }
    if (cause)
      return { cause: text.slice(0, cause.index), effect: text.slice(cause.index + cause[0].length) };
    return undefined;
  };
  const noteOrder = order(passage.toLowerCase());
  // A student's "so" may reason back from a need ("the muscles need oxygen, so the heart beats
  // faster"): only a plain causal word turns the notes' order round.
  // A chain of causes ("A -> B -> C") has its links in order however its halves are read.
  const saidText = normalizeText(answer).toLowerCase();
  const links = [SAID_CAUSE_FIRST, EFFECT_FIRST].reduce(
    (sum, marker) => sum + (saidText.match(new RegExp(marker.source, "gi"))?.length ?? 0),
    0,
  );
  const saidOrder = links > 1 ? undefined : order(saidText, SAID_CAUSE_FIRST);
  if (noteOrder && saidOrder) {
    const overlap = (a: string, b: string) => {
      const left = new Set(
        tokens(a)
          .filter(isContent)
          .map((t) => stem(t.lemma)),
      );
      return tokens(b)
        .filter(isContent)
        .filter((t) => left.has(stem(t.lemma))).length;
    };
    const straight = overlap(noteOrder.cause, saidOrder.cause) + overlap(noteOrder.effect, saidOrder.effect);
    const causeAsEffect = overlap(noteOrder.cause, saidOrder.effect);
    const effectAsCause = overlap(noteOrder.effect, saidOrder.cause);
    // Both halves must be there and each moved to the other side ("because" alone just answers "why").
    if (causeAsEffect >= 1 && effectAsCause >= 1 && causeAsEffect + effectAsCause > straight) {
      return "cause and effect are the wrong way round";
    }
  }
  return undefined;
}

/**
 * A text's statements side by side: "A does X, and B does Y", "A ...; B ...", "A ..., whereas
 * B ...", "A changes but B stays the same". The notes join two statements with a comma before
 * "and" (a "but" needs none); an answer may leave it out,
 * so its pieces without a verb ("oxygen and sugar") stay with the statement before, or, before
 * the first verb, with the one after ("the clergy and nobles paid").
 */
function statementsOf(text: string, notes: boolean): Set<string>[] {
  return statementTokensOf(text, notes)
    .map((list) => new Set(list.filter(isContent).map((t) => measureOf(t.word)?.as ?? stem(t.lemma))))
    .filter((set) => set.size > 0);
}

/** A text's statements (statementsOf), as their words. */
function statementTokensOf(text: string, notes: boolean): Token[][] {
  const split = notes
    ? /[;.]|,\s*(?:and|but)\b|,?\s*\b(?:but|whereas|while|whilst)\b/i
    : /[;.]|,?\s*\b(?:and|but|whereas|while|whilst)\b/i;
  const statements: Token[][] = [];
  // "the clergy and nobles paid ...": what comes before the first verb is its subject.
  let opening: Token[] = [];
  // (what a comparison sets a thing against is no part of its statement: "slower in water than
  // in air" pairs slowness with water, not with air)
  const compared = (list: Token[]) => {
    const than = list.findIndex((t) => t.word === "than");
    return than < 0 ? list : list.slice(0, than);
  };
  for (const piece of normalizeText(text).split(split).map(tokens).map(compared)) {
    const last = statements[statements.length - 1];
    // (a verb said once for two statements: "Glycolysis happens in the cytoplasm and the Krebs
    // cycle in the mitochondria"; not "carbon dioxide and water", said of one)
    const gapped =
      !notes &&
      last !== undefined &&
      piece.some(
        (t, i) =>
          t.pos === "ADP" &&
          i > 0 &&
          ["NOUN", "PROPN"].includes(piece[i - 1]?.pos ?? "") &&
          piece.slice(i + 1).some((u) => u.pos === "NOUN" || u.pos === "PROPN"),
      );
    if (piece.some((_t, i) => verbAt(piece, i)) || gapped) {
      statements.push([...opening, ...piece]); // (a copy: tokens() keeps what it read)
      opening = [];
    } else if (last) last.push(...piece);
    else opening.push(...piece);
  }
  if (opening.length > 0) statements.push(opening);
  return statements;
}

/**
 * The words of a statement that may have an opposite, with a comparative read as "more" too
 * ("denser": "more", when "dense" is a word of `known`; the tagger takes it for a noun at times).
 */
function sidesOf(list: Token[], known: ReadonlySet<string>): Set<string> {
  const sides = new Set<string>();
  const bases = (word: string) => [
    word.slice(0, -1),
    word.slice(0, -2),
    word.slice(0, -3),
    `${word.slice(0, -3)}y`,
  ];
  list.forEach((t, i) => {
    if (negatedAt(list, i)) return;
    sides.add(t.lemma);
    if (t.word.endsWith("er") && t.word.length >= 5 && bases(t.word).some((b) => known.has(b)))
      sides.add("more");
  });
  return sides;
}

/**
 * Two statements of the notes that differ by two opposites or more ("When light enters a denser
 * medium it bends towards the normal; when it leaves into a less dense medium it speeds up and
 * bends away"), and an answer sentence that takes one statement's side of one and the other's of
 * another: "when light goes into a denser medium it speeds up and bends away from the normal"
 * (the case of the one, what happens in the other). An answer that tells both cases takes both
 * sides of each, and is no crossing.
 */
function sidesCrossed(around: string[], answer: string): string | undefined {
  const statements = around.flatMap((sentence) => statementTokensOf(sentence, true));
  // (each case the answer tells apart: "…, but it speeds up when it leaves", "it bends towards the
  // normal going in and speeds up when it leaves"; a case it opens with is its own)
  const pieces = normalizeText(answer)
    .split(/[.;!?]+|\b(?:but|while|whilst|whereas)\b/i)
    .flatMap((piece) => piece.trim().split(/(?<=\S.*)\b(?=(?:when|if)\b)/i))
    .map(tokens);
  const known = new Set([...statements, ...pieces].flatMap((list) => list.map((t) => t.lemma)));
  const noteStatements = statements.map((list) => sidesOf(list, known));
  const said = pieces.map((list) => sidesOf(list, known));
  for (const [i, first] of noteStatements.entries()) {
    for (const second of noteStatements.slice(i + 1)) {
      const opposed = [...first].flatMap((a) =>
        !second.has(a)
          ? [...(OPPOSITE.get(a) ?? [])]
              .filter((b) => second.has(b) && !first.has(b))
              .map((b) => [a, b] as const)
          : [],
      );
      if (opposed.length < 2) continue;
      for (const sentence of said) {
        const sides = new Set(
          opposed.flatMap(([a, b]) => (sentence.has(a) === sentence.has(b) ? [] : [sentence.has(a) ? 1 : 2])),
        );
        if (sides.size === 2) return "your answer pairs them the wrong way round";
      }
    }
  }
  return undefined;
}

/**
 * Two statements of the notes told with their parts crossed: "the left side pumps blood to the
 * lungs and the right side to the body" for "the right side ... to the lungs, and the left side
 * ... to the rest of the body". Two of the answer's statements each join a word only the notes'
 * one statement has with a word only the other has.
 */
function crossedPairs(around: string[], answer: string): string | undefined {
  const noteStatements = around.flatMap((sentence) => statementsOf(sentence, true));
  const said = statementsOf(answer, false);
  if (said.length < 2) return undefined;
  for (const [i, first] of noteStatements.entries()) {
    for (const second of noteStatements.slice(i + 1)) {
      const onlyFirst = [...first].filter((w) => !second.has(w));
      const onlySecond = [...second].filter((w) => !first.has(w));
      const parts = said.map((s) => ({
        words: s,
        first: onlyFirst.filter((w) => s.has(w)),
        second: onlySecond.filter((w) => s.has(w)),
      }));
      const kept = parts.filter((p) => p.first.length > 0 !== p.second.length > 0);
      // (a statement of the answer that the notes make whole in another statement of theirs is no
      // crossing: "Plants take in carbon dioxide and water", where they "take in carbon dioxide from
      // the air and water from the soil"; but "the left side pumps blood to the lungs" is not "the
      // pulmonary vein brings blood from the lungs to the left side"; a statement that holds either
      // of the two whole is theirs read together)
      const together = (p: { words: Set<string> }) =>
        noteStatements.some(
          (n) =>
            ![...first].every((w) => n.has(w)) &&
            ![...second].every((w) => n.has(w)) &&
            [...p.words].every((w) => n.has(w)),
        );
      const mixed = parts.filter((p) => p.first.length > 0 && p.second.length > 0 && !together(p));
      const [x, y] = mixed;
      // Each of the two shares out both statements' words: none is said twice.
      const disjoint = (a: string[], b: string[]) => !a.some((w) => b.includes(w));
      if (
        mixed.length === 2 &&
        kept.length === 0 &&
        x &&
        y &&
        disjoint(x.first, y.first) &&
        disjoint(x.second, y.second)
      ) {
        return "your answer pairs them the wrong way round";
      }
    }
  }
  return undefined;
}

interface SentenceClause {
  clause: Token[];
  /** The whole sentence the clause is of. */
  sentence: Token[];
  /** That sentence as the text has it (normalized). */
  text: string;
}

/** The last content word of a list, as a list of one (none: empty). */
function lastContent(list: Token[]): Token[] {
  const words = list.filter(isContent);
  return words.slice(-1);
}

/** A note's sentences, as sentenceClausesOf reads them, read once a note. */
const noteSentencesRead = keptLately<string[]>(16);

/** Pronouns a sentence opens with for the thing the sentence before is about. */
const STANDING_FOR = new Set(["it", "they"]);

/**
 * Whether a clause of the notes opens with an "it" or "they" that can only stand for what its
 * sentence's first clause is about: it opens the sentence ("The enzyme is a protein. It does not
 * work above 40 degrees"), or what comes before it in the sentence names one thing ("The bridge was
 * altered so it doesn't modulate"; not "Glucose is stored as starch because it is not soluble").
 */
function opensWithPronoun(noteClause: SentenceClause): boolean {
  const { clause, sentence } = noteClause;
  const first = clause[0]?.word ?? "";
  if (!STANDING_FOR.has(first)) return false;
  const at = sentence.findIndex((_t, i) =>
    clause.slice(0, 3).every((c, k) => sentence[i + k]?.word === c.word),
  );
  if (at < 0) return false;
  return sentence.slice(0, at).filter((t) => t.pos === "NOUN" || t.pos === "PROPN").length <= 1;
}

/**
 * What a clause of the notes that opens with "it" or "they" is said of: the subject of the
 * sentence before its own ("Sound is a longitudinal wave. It needs a medium").
 */
function antecedentOf(noteClause: SentenceClause, noteText: string): Token[] {
  if (!STANDING_FOR.has(noteClause.clause[0]?.word ?? "")) return [];
  const sentences = noteSentencesRead(noteText, () => splitSentences(normalizeText(noteText)));
  const exact = sentences.indexOf(noteClause.text);
  const at = exact >= 0 ? exact : sentences.findIndex((sentence) => sentence.includes(noteClause.text));
  // (a piece of a longer sentence, "...; they are ...", stands for what the sentence opened with)
  const found = at >= 0 ? sentences[at] : undefined;
  const opening = found ? found.slice(0, found.indexOf(noteClause.text)) : "";
  if (/\p{L}/u.test(opening)) return subjectOf(tokens(opening));
  const before = at > 0 ? sentences[at - 1] : undefined;
  return before ? subjectOf(tokens(before)) : [];
}

/**
 * What a clause of the notes is said of beyond its own words: what its opening "it" or "they"
 * stands for, or, for one with no subject of its own ("Gamma rays are waves; they are the least
 * ionising and the most penetrating"), the subject of the clause before it in its sentence.
 */
function ownerOf(clauses: SentenceClause[], at: number, noteText: string): Token[] {
  const own = clauses[at];
  if (!own || subjectOf(own.clause).length > 0) return [];
  // (a relative clause, "bacteria, which cause diseases", is said of the noun before it, not of the
  // sentence's subject: the reader leaves its "which" out)
  const first = own.clause[0]?.word;
  if (first && new RegExp(`\\b(?:which|who|that)\\s+${escapeRegExp(first)}\\b`, "i").test(own.text))
    return [];
  // A "they" stands for what its sentence opened with ("Iron rusts when water and oxygen are
  // present; it does not rust in dry air"), or, opening the sentence, the sentence before's; a
  // clause that leaves its subject out ("... and the most penetrating"), the nearest before it.
  const pronoun = own.clause[0]?.pos === "PRON";
  const sameSentence: SentenceClause[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const before = clauses[i];
    if (before?.sentence !== own.sentence) break;
    sameSentence.push(before);
  }
  for (const before of pronoun ? sameSentence.reverse() : sameSentence) {
    const subject = subjectOf(before.clause);
    if (subject.length > 0) return subject;
    const standsFor = antecedentOf(before, noteText);
    if (standsFor.length > 0) return standsFor;
  }
  return pronoun ? antecedentOf(own, noteText) : [];
}

/** A text's clauses (clausesOf), each with its sentence. */
function sentenceClausesOf(text: string): SentenceClause[] {
  return splitSentences(text).flatMap((piece) => {
    const sentence = tokens(piece);
    return clausesOfSentence(piece).map((clause) => ({ clause, sentence, text: piece }));
  });
}

/**
 * Words a full stop shortens, after which a sentence goes on in small letters ("a known vol. of
 * alkali"). After any other word, a full stop ends the sentence whatever letter comes next: a
 * student's "... used up. high temp -> denatured" is two.
 */
const SHORTENED = new Set([
  "vol",
  "approx",
  "conc",
  "temp",
  "no",
  "nos",
  "fig",
  "eg",
  "ie",
  "etc",
  "vs",
  "cf",
  "al",
  "min",
  "max",
  "avg",
  "est",
  "ca",
  "c",
  "dept",
  "govt",
  "inc",
  "ltd",
  "st",
  "mr",
  "mrs",
  "dr",
  "prof",
]);

/** A text's sentences, for its clauses. */
function splitSentences(text: string): string[] {
  // (never across the end of a sentence: "colourless in acid). Stop when it changes colour")
  // (and not at an abbreviation: "a known vol. of alkali" goes on)
  return normalizeText(text)
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?!\p{Ll})/u))
    .flatMap(atSmallLetterStops);
}

/** A sentence split where a full stop after a whole word is followed by a small letter. */
function atSmallLetterStops(sentence: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const stop of sentence.matchAll(/([\p{L}.]+)\.\s+(?=\p{Ll})/gu)) {
    const word = (stop[1] ?? "").toLowerCase().replaceAll(".", "");
    if (SHORTENED.has(word)) continue;
    const end = stop.index + stop[0].length;
    pieces.push(sentence.slice(from, end).trim());
    from = end;
  }
  pieces.push(sentence.slice(from));
  return pieces.filter((piece) => piece.trim() !== "");
}

/** A clause's subject: its words before its verb ("Active transport" of "Active transport needs energy"). */
function subjectOf(clause: Token[]): Token[] {
  const verb = clause.findIndex((_t, i) => verbAt(clause, i));
  return clause.slice(0, Math.max(0, verb)).filter(isContent);
}

/**
 * The statements of a text, for comparing one side's with the other's: split at punctuation and
 * conjunctions, a piece with no verb ("As warm,") read with the next.
 */
function clausesOf(text: string): Token[][] {
  return splitSentences(text).flatMap(clausesOfSentence);
}

/** Of the clauses clausesOfSentence found with a piece opened by "so", where the last one begins ("…, so you don't overshoot"). */
const SO_AT = new WeakMap<Token[], number>();

function clausesOfSentence(text: string): Token[][] {
  // (a full stop ends a clause, one after an abbreviation does not: "a known vol. of alkali")
  // (each piece with the word that opened it: a clause opened by "so" may say what to keep from
  // happening, "so you don't overshoot")
  const pieces = atSmallLetterStops(text)
    .flatMap((piece) => piece.split(/\.(?!\s*\p{Ll})/u))
    .flatMap((piece) =>
      piece
        .split(/([,;:]|\b(?:and|but|so|because|while|whereas|which|since|although)\b)/i)
        .flatMap((part, i, all) =>
          i % 2 === 0 ? [{ opener: all[i - 1]?.toLowerCase(), list: tokens(part) }] : [],
        ),
    )
    .filter((piece) => piece.list.length > 0);
  const merged: Token[][] = [];
  let pending: Token[] = [];
  let so: number | undefined;
  for (const piece of pieces) {
    // (a piece with no verb is read with the next: "Drop by drop, so that you don't overshoot")
    if (piece.opener === "so") so = pending.length;
    pending = [...pending, ...piece.list];
    if (pending.some((_t, i) => verbAt(pending, i))) {
      if (so !== undefined) SO_AT.set(pending, so);
      merged.push(pending);
      pending = [];
      so = undefined;
    }
  }
  // (a quality denied with no verb of its own after the last clause is of that clause: "…, making
  // the back wall gently sloping, not steep"; not a thing denied: "…, not the covalent bonds")
  const last = merged[merged.length - 1];
  const quality = ["ADJ", "ADV"].includes(pending[1]?.pos ?? "");
  if (last && pending[0]?.word === "not" && quality) last.push(...pending);
  else if (pending.length > 0) merged.push(pending);
  return merged.filter((list) => list.some(isContent));
}

/** Words between a quality and where it holds: "fastest in solids". */
const QUALITY_IN = new Set(["in", "at"]);

/**
 * A thing given the opposite quality: "the inward pressure ... the outward pull" for "outward
 * pressure ... inward pull", "slow decomposition" for "fast decomposition". The notes say the
 * opposite word of that very noun, and never the answer's word of it.
 */
function qualifierSwapped(
  around: string[],
  said: Token[],
  whole: Token[],
  wordnet: WordNet,
  noteWords: Set<string>,
): string | undefined {
  const QUALITY = new Set(["ADJ", "ADV"]);
  // A quality word and the thing it is said of, just after it (an adjective may come between).
  const pairs = (list: Token[]) =>
    list.flatMap((t, i) => {
      if (!QUALITY.has(t.pos) || negatedAt(list, i)) return [];
      // (or where it is so: "fastest in solids", "slowest in the gases")
      const where = QUALITY_IN.has(list[i + 1]?.word ?? "") ? (list[i + 2]?.pos === "DET" ? 2 : 1) : 0;
      const next = list[i + 1 + where];
      // (the tagger reads "pressure" and "pull" as verbs at times: any content word but a quality)
      const head = [next, next?.pos === "ADJ" ? list[i + 2 + where] : undefined].find(
        (h) => h !== undefined && isContent(h) && !QUALITY.has(h.pos) && h.pos !== "NUM",
      );
      const via = list
        .slice(i + 1, i + 1 + where)
        .map((w) => ` ${w.word}`)
        .join("");
      return head ? [{ quality: t, head, via }] : [];
    });
  // (by the words alone, however tagged: "LARGE crystals", and as written: "Bigger stars" opening
  // a sentence, which the tagger leaves as a name)
  const noteSays = (quality: Token, head: Token) =>
    whole.some(
      (t, i) =>
        (t.lemma === quality.lemma || t.word === quality.word) &&
        whole.slice(i + 1, i + 4).some((n) => n.lemma === head.lemma || n.word === head.word),
    );
  const aroundPairs = around.flatMap((sentence) => pairs(tokens(normalizeText(sentence))));
  const saidPairs = pairs(said);
  for (const { quality, head, via } of saidPairs) {
    if (noteWords.has(quality.lemma) || noteSays(quality, head)) continue;
    const opposites = oppositesOf(quality, wordnet);
    const theirs = aroundPairs.find((p) => p.head.lemma === head.lemma && opposites.has(p.quality.lemma));
    if (!theirs) continue;
    // An answer that says the notes' word too tells of both things ("the old bonds ... the new
    // ones", "large crystals ... small crystals"), unless it gives it to another thing the notes
    // give the answer's word: "inward pressure ... outward pull" for "outward pressure ... inward pull".
    const other = theirs.quality.lemma;
    const crossed = saidPairs.some(
      (p) => p.quality.lemma === other && p.head.lemma !== head.lemma && noteSays(quality, p.head),
    );
    // (not when it gives the notes' word only to another thing the notes give it to: "a bigger
    // force gives a smaller acceleration" for "a bigger force gives a bigger acceleration")
    const ownPair = (t: Token) =>
      saidPairs.some((p) => p.quality === t && p.head.lemma !== head.lemma && noteSays(t, p.head));
    if (!crossed && said.some((t, i) => t.lemma === other && !negatedAt(said, i) && !ownPair(t))) continue;
    return `“${quality.word}${via} ${head.word}” where your notes say “${theirs.quality.word}${theirs.via} ${theirs.head.word}”`;
  }
  return undefined;
}

/**
 * What the notes deny said to be so, and what they say denied: "the covalent bonds are broken,
 * not the intermolecular forces" for "you break the intermolecular forces, NOT the covalent bonds".
 */
function deniedSwapped(around: string[], said: Token[]): string | undefined {
  const THINGS = new Set(["NOUN", "PROPN", "ADJ"]);
  // Each side's things, by lemma, as written.
  const sides = (list: Token[]) => {
    const denied = new Map<string, string>();
    const affirmed = new Map<string, string>();
    list.forEach((t, i) => {
      if (!THINGS.has(t.pos) || !isContent(t)) return;
      // (a thing denied, not a deed: "not the covalent bonds", not "aren't wanted, like miners")
      const at = negationAt(list, i);
      const thing = at >= 0 && list.slice(at + 1, i).every((n) => THINGS.has(n.pos) || n.pos === "DET");
      if (thing) denied.set(t.lemma, t.word);
      else if (at < 0) affirmed.set(t.lemma, t.word);
    });
    return { denied, affirmed };
  };
  const answer = sides(said);
  if (answer.denied.size === 0) return undefined;
  for (const sentence of around) {
    const notes = sides(tokens(normalizeText(sentence)));
    const deniedThere = [...answer.denied].find(([w]) => notes.affirmed.has(w) && !notes.denied.has(w));
    const saidThere = [...notes.denied].find(([w]) => answer.affirmed.has(w) && !answer.denied.has(w));
    if (deniedThere && saidThere) return `“not ${deniedThere[1]}” where your notes say “not ${saidThere[1]}”`;
  }
  return undefined;
}

/**
 * Words whose "up" or "down" after them is no direction: "give up", "set up", "write down", "shut
 * down", "use up", "break down" (and "back", "hand": "back up", "hand down").
 */
const NO_WAY = new Set([
  "give",
  "take",
  "set",
  "make",
  "end",
  "look",
  "show",
  "sign",
  "shut",
  "write",
  "sum",
  "line",
  "hand",
  "put",
  "back",
  "use",
  "break",
  "split",
]);

/**
 * The "up" or "down" of a verb whose particle says nothing of more or less: "give up territory",
 * "break down a compound", "split it up", "used up the oxygen" ("builds up" still says more).
 */
function idleParticle(list: Token[], at: number): boolean {
  const word = list[at]?.word;
  if (word !== "up" && word !== "down") return false;
  // (just after the verb, however the tagger read it: "and use up the oxygen"; or after what it
  // acts on)
  const [next, apart] = [list[at - 1], list[at - 2]];
  return (
    (next !== undefined && NO_WAY.has(next.lemma)) ||
    (OBJECT_POS.has(next?.pos ?? "") &&
      apart !== undefined &&
      NO_WAY.has(apart.lemma) &&
      (apart.pos === "VERB" || apart.word.endsWith("ing")))
  );
}

/** Verbs whose "up" or "down" is the way an amount goes ("goes up", "shot up"; not "picks up"). */
const MOVES = new Set([
  "go",
  "come",
  "shoot",
  "move",
  "push",
  "drive",
  "jump",
  "climb",
  "creep",
  "slow",
  "turn",
  "bring",
  "put",
  "step",
  "cut",
]);

/** Words that open a clause of time, condition or reason after a verb. */
const OPENS_CLAUSE = new Set(["when", "if", "as", "because", "since", "while", "until", "whenever", "once"]);

/** A verb with its particle, as it is said ("take in", not "take"); any other word as it is. */
function withParticle(list: Token[], at: number, wordnet: WordNet): string {
  const particle = particleOf(list, at, wordnet);
  return particle ? `${list[at]?.word ?? ""} ${particle.word}` : (list[at]?.word ?? "");
}

/** The particle after a word that makes a phrase WordNet knows with it ("take in"), if any. */
function particleOf(list: Token[], at: number, wordnet: WordNet): Token | undefined {
  const token = list[at];
  const particle = list[at + 1];
  // (however the tagger read the word: "light speeds up" is tagged a noun at times)
  return token && particle && PARTICLES.has(particle.word) && wordnet.knows(`${token.lemma} ${particle.word}`)
    ? particle
    : undefined;
}

/** "up to 300 volts", "up to 20%": how far, not which way. */
function upToAmount(list: Token[], at: number): boolean {
  return (
    list[at]?.word === "up" &&
    list[at + 1]?.word === "to" &&
    list.slice(at + 2, at + 5).some((t) => t.pos === "NUM" || /\d/.test(t.word))
  );
}

/**
 * A verb's "-ing" form before a thing, after "the" or a possessive, that names a kind of it, not
 * what happens: "the piece's starting key", "the starting point" (not "rising prices": a way).
 */
function namesKind(list: Token[], at: number): boolean {
  const token = list[at];
  const before = list[at - 1];
  return (
    token !== undefined &&
    token.word.endsWith("ing") &&
    direction(token.lemma) === undefined &&
    ["NOUN", "PROPN", "ADJ"].includes(list[at + 1]?.pos ?? "") &&
    (before?.pos === "DET" || before?.word === "'s")
  );
}

/** Verbs whose object is had no more. */
const LOSES = new Set(["lose", "lack", "shed"]);

/** A thing lost is a thing no more: "lost heat" says "cooling", "lacks water" no "wet". */
function lost(list: Token[], at: number): boolean {
  // (its own or the thing's: "loses its colour", "lost the charge")
  const before = list[at - 1]?.pos === "DET" || list[at - 1]?.pos === "PRON" ? at - 2 : at - 1;
  return list[at]?.pos === "NOUN" && LOSES.has(list[before]?.lemma ?? "");
}

/** What a verb acts on, which may stand between it and its particle. */
const OBJECT_POS = new Set(["NOUN", "PROPN", "PRON"]);

/** Words that make a verb a phrase of its own: "ends up", "gives off". */
const PARTICLES = new Set(["up", "down", "off", "out", "in", "away", "back", "over"]);

/**
 * Which of the opposites the answer's word at `index` says, if any: a verb with its particle is
 * the phrase ("ends up cheaper" is no "end"; "gives off heat" is "emit", "puts up" is "raise").
 */
function opposes(
  said: Token[],
  index: number,
  opposites: Set<string>,
  wordnet: WordNet,
  plainToo = false,
): string | undefined {
  const token = said[index];
  if (!token || !opinionAgainst(said, index)) return undefined;
  // (just after it, or after what it acts on: "gives it off", "brings prices down"; not "went
  // wrong in the war", which is no "go in")
  const particle = [
    said[index + 1],
    OBJECT_POS.has(said[index + 1]?.pos ?? "") ? said[index + 2] : undefined,
  ].find((t) => t !== undefined && PARTICLES.has(t.word));
  const phrase = particle && token.pos === "VERB" ? `${token.lemma} ${particle.word}` : undefined;
  if (phrase && wordnet.knows(phrase)) {
    return [phrase, ...wordnet.relationsOf(phrase).synonyms].find((w) => opposites.has(w));
  }
  // (a light verb and the noun it makes a phrase with is no opposite of anything by the verb:
  // "splits take place" is no "take" for "release")
  const next = said[index + 1];
  if (
    LIGHT_VERBS.has(token.lemma) &&
    (next?.pos === "NOUN" || next?.pos === "ADJ") &&
    wordnet.knows(`${token.lemma} ${next.lemma}`)
  )
    return undefined;
  if (opposites.has(token.lemma)) return token.lemma;
  // ("more slowly" for "faster", read so only against the passage asked about, with all its
  // guards; not an answer's comparative: "faster" than what the notes call slow may be what they say)
  const plain = plainToo && token.lemma.endsWith("ly") ? plainOf(token.lemma, wordnet) : token.lemma;
  return opposites.has(plain) ? plain : undefined;
}

/**
 * Whether the answer also says the notes' own word, in a word of its own (a synonym, not a word the
 * notes' sentence has too): "soak up the warmth ... give it back out" says "absorb" and "release";
 * its "give" is not the opposite of "absorb".
 */
/** An adjective naming the kind of a thing: "warm, moist air". */
function naming(list: Token[], at: number): boolean {
  return list[at]?.pos === "ADJ" && ["ADJ", "NOUN", "PROPN"].includes(list[at + 1]?.pos ?? "");
}

/** A word saying what something comes to be: "gets warmer", "became weaker", "colder". */
function becomes(list: Token[], at: number): boolean {
  const token = list[at];
  if (!token) return false;
  return (
    (token.word !== token.lemma && token.word.endsWith("er") && token.pos === "ADJ") ||
    ["get", "become", "grow", "turn"].includes(list[at - 1]?.lemma ?? "")
  );
}

/** Words that order two events, each the other's opposite. */
const ORDER = new Set(["before", "after"]);

/**
 * "Tension rose for decades before the war began" against "The war began after decades of rising
 * tension": the words on each side of the answer's "before" are those on the other side of the
 * notes' "after", so the two say the same.
 */
function orderSwapped(notes: Token[], at: number, said: Token[], index: number): boolean {
  if (!ORDER.has(notes[at]?.lemma ?? "") || !ORDER.has(said[index]?.lemma ?? "")) return false;
  const stems = (list: Token[]) => new Set(list.filter(isContent).map((t) => stem(t.lemma)));
  const [noteBefore, noteAfter] = [stems(notes.slice(0, at)), stems(notes.slice(at + 1))];
  const [saidBefore, saidAfter] = [stems(said.slice(0, index)), stems(said.slice(index + 1))];
  const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;
  return (
    shared(saidBefore, noteAfter) > shared(saidBefore, noteBefore) &&
    shared(saidAfter, noteBefore) > shared(saidAfter, noteAfter)
  );
}

/** Words that make the next word comparative: "more slowly", "less dense". */
const COMPARATIVES = new Set(["more", "less", "most", "least"]);

function saidToo(term: Token, said: Token[], index: number, noteLemmas: Set<string>, wordnet: WordNet) {
  // ("more" of "more slowly" makes the next word comparative: it says no "faster" of its own)
  const comparing = (i: number) =>
    COMPARATIVES.has(said[i]?.word ?? "") && ["ADJ", "ADV"].includes(said[i + 1]?.pos ?? "");
  const others = said.filter(
    (t, i) => i !== index && !noteLemmas.has(t.lemma) && !negatedAt(said, i) && !comparing(i),
  );
  return new Matcher(others, wordnet).strength(term) >= 0.9;
}

/**
 * Whether the notes use the answer's word of the same thing elsewhere (or, given `at`, whether
 * the notes' word there is said of the same thing): "the memory cells left after vaccination" is
 * what "memory cells are left behind" says, not the opposite of "the pathogen enters".
 */
function usedAsInNotes(said: Token[], index: number, notes: Token[], at?: number): boolean {
  const token = said[index];
  const before = said.slice(Math.max(0, index - 3), index).filter(isContent);
  return notes.some(
    (t, i) =>
      (at === undefined ? t.lemma === token?.lemma : i === at) &&
      notes.slice(Math.max(0, i - 3), i).some((n) => isContent(n) && before.some((b) => b.lemma === n.lemma)),
  );
}

/** Whether a word of the notes and one of the answer have a content word in common near them. */
function saidOfSame(notes: Token[], at: number, said: Token[], index: number, wordnet: WordNet): boolean {
  const near = (list: Token[], i: number) =>
    list.slice(Math.max(0, i - 5), i + 6).filter((t, j) => j !== Math.min(i, 5) && isContent(t));
  const saidNear = near(said, index);
  // An answer that names nothing else is said of what the question asks about: "it slows it down"
  // of the notes' claim, not of the condition that opens their sentence ("Increasing the
  // temperature speeds up the reaction": "it reduces it" of the time it takes).
  if (saidNear.length === 0 && !said.some((t, i) => i !== index && isContent(t) && !direction(t.lemma)))
    return notes.findIndex(isContent) < at;
  const around = new Matcher(saidNear, wordnet);
  return near(notes, at).some((t) => around.says(t));
}

/** What a verb does to the things it acts on: "take in" carbon dioxide, oxygen "is released". */
interface Act {
  verb: Token;
  /** The verb with its particle as WordNet knows the phrase ("take in"), or its lemma. */
  phrase: string;
  /** As the text writes it ("take in", "released"). */
  written: string;
  /** The things acted on: the last word of each name ("dioxide" of "carbon dioxide"), with the name. */
  things: { head: Token; name: string }[];
  /** Who acts, when the text says so before the verb. */
  doer: Token[];
  /**
   * Of what is done to a thing, said of no doer ("Oxygen is released"): the doer the text named
   * last before it ("Plants take in carbon dioxide ... Oxygen is released"), who the text is about.
   */
  implied: Token[];
  /** The sentence it is in, as the text has it (normalized). */
  text: string;
}

/** Words after which a verb's object is no longer what it acts on: "from the air", "as a by-product". */
const NOT_ACTED_ON = new Set([
  "from",
  "to",
  "into",
  "by",
  "as",
  "at",
  "for",
  "with",
  "through",
  "in",
  "on",
  "during",
  "via",
]);
/** Words that end what a verb acts on. */
const ENDS_ACTED_ON = new Set([
  "because",
  "so",
  "which",
  "that",
  "when",
  "while",
  "whereas",
  "but",
  "if",
  "since",
]);
/** Sentences of the notes read for what their verbs act on, at most. */
const MOST_ACTS = 400;
/** The acts of the notes read lately, by note. */
const actsRead = keptLately<Act[] | undefined>(32);

/**
 * The verbs of a text, each with what it acts on, when it is said to (not denied); `every` takes
 * every word of a name for a thing it acts on ("carbon dioxide, water and heat" is read as one run
 * of words: its commas are not read). Undefined for a text of more than MOST_ACTS sentences.
 */
function actsOf(text: string, wordnet: WordNet, every = false): Act[] | undefined {
  const acts: Act[] = [];
  const sentences = splitSentences(text);
  if (sentences.length > MOST_ACTS) return undefined;
  // (the doer named last, in which sentence: what is done of no doer is theirs in the next two
  // sentences of the same line, not in a line of its own, "Respiration: oxygen is taken in")
  let lastNamed: Token[] = [];
  let namedAt = -Infinity;
  let cursor = 0;
  for (const [at, sentence] of sentences.entries()) {
    const found = text.indexOf(sentence, cursor);
    if (found >= 0) {
      if (text.slice(cursor, found).includes("\n")) lastNamed = [];
      cursor = found + sentence.length;
    }
    const list = tokens(sentence);
    const position = new Map(list.map((t, n) => [t, n]));
    // (a verb after "and" is done by the doer of the one before it: "cells take in oxygen and
    // release carbon dioxide")
    let lastDoer: Token[] = [];
    list.forEach((verb, i) => {
      // (which way a thing goes, "raises the price", is read by waysOfThings, with its guards)
      if (verb.pos !== "VERB" || negatedAt(list, i) || direction(verb.lemma) || direction(verb.word)) return;
      let auxiliary = i - 1;
      while (list[auxiliary]?.pos === "ADV") auxiliary--;
      const passive = list[auxiliary]?.lemma === "be" && verb.word !== verb.lemma;
      const particle = particleOf(list, i, wordnet);
      const phrase = particle ? `${verb.lemma} ${particle.word}` : verb.lemma;
      const next = particle ? i + 2 : i + 1;
      // (each name's last word, with the words of the name before it)
      // (two words of a run that stand together in the text: "carbon dioxide", not "Declaration"
      // and "Rights" of "the Declaration of the Rights of Man")
      const together = (run: Token[], j: number) =>
        ["NOUN", "PROPN"].includes(run[j]?.pos ?? "") &&
        (position.get(run[j] as Token) ?? -2) === (position.get(run[j + 1] as Token) ?? -1) - 1;
      const heads = (run: Token[]) =>
        run.flatMap((t, j) => {
          // (not a verb the tagger took for a noun: "slows down and bends")
          if (
            (!every && together(run, j) && ["NOUN", "PROPN"].includes(run[j + 1]?.pos ?? "")) ||
            !isContent(t) ||
            wordnet.mostlyVerb(t.lemma)
          )
            return [];
          // (its name: the words right before it)
          let from = j;
          while (from > 0 && together(run, from - 1)) from--;
          return [
            {
              head: t,
              name: run
                .slice(from, j + 1)
                .map((w) => w.written ?? w.word)
                .join(" "),
            },
          ];
        });
      let things: Act["things"] = [];
      let doer: Token[] = [];
      // (what comes before the verb, back to the start of its clause)
      let start = (passive ? auxiliary : i) - 1;
      while (start >= 0 && ["NOUN", "PROPN", "ADJ", "DET", "NUM"].includes(list[start]?.pos ?? "")) start--;
      const named = (from: number, to: number) =>
        list.slice(from, to).filter((t) => t.pos === "NOUN" || t.pos === "PROPN");
      let before = named(start + 1, passive ? auxiliary : i);
      // (what "which" or "that" stands for: "the Krebs cycle, which gives off carbon dioxide")
      if (before.length === 0 && !passive && start === i - 1 && RELATIVES.has(list[start]?.word ?? "")) {
        let back = start - 1;
        while (back >= 0 && ["NOUN", "PROPN", "ADJ", "DET", "NUM"].includes(list[back]?.pos ?? "")) back--;
        before = named(back + 1, start);
      }
      if (passive) things = heads(before);
      else {
        // (a verb in -ing or after "to" names none: "margin = buying shares", "to make glucose")
        doer =
          verb.word.endsWith("ing") || list[i - 1]?.word === "to"
            ? []
            : before.length === 0 && ["and", "then"].includes(list[i - 1]?.word ?? "")
              ? lastDoer
              : before;
        lastDoer = doer;
        if (doer.length > 0) {
          lastNamed = doer;
          namedAt = at;
        }
        let taking = true;
        const run: Token[] = [];
        for (const t of list.slice(next)) {
          if (t.pos === "VERB" || t.pos === "AUX" || ENDS_ACTED_ON.has(t.word)) break;
          if (t.word === "and" || t.word === "or") taking = true;
          else if (NOT_ACTED_ON.has(t.word)) taking = false;
          if (!taking) continue;
          if (t.pos === "NOUN" || t.pos === "PROPN") run.push(t);
          else if (run.length > 0 && t.pos !== "ADJ" && t.pos !== "DET" && t.word !== "of") {
            things.push(...heads(run));
            run.length = 0;
          }
        }
        things.push(...heads(run));
      }
      if (things.length === 0) return;
      const written = withParticle(list, i, wordnet);
      // (not when the text says by whom: "Oxygen is released by plants")
      // ("as a by-product" is read "a by product": no doer)
      const byWhom = list
        .slice(next, next + 6)
        .some((t, k) => t.word === "by" && list[next + k - 1]?.pos !== "DET");
      const implied = passive && !byWhom && at - namedAt <= 2 ? lastNamed : [];
      acts.push({ verb, phrase, written, things, doer, implied, text: sentence });
    });
  }
  return acts;
}

/**
 * The answer does to a thing the opposite of what the notes do to it: "Plants release CO2 and
 * take in O2" where they "take in carbon dioxide" and oxygen "is released". Not when the notes do
 * that too (elsewhere, of the same thing), nor when the answer says both, nor when each names
 * another doer. Or it does to two things what the notes do to each other.
 */
function actsTurned(
  noteText: string,
  answer: string,
  wordnet: WordNet,
): { why: string; sentence: string } | undefined {
  // Of a doer the answer names, as the notes name it: "Plants release CO2" where "Plants take in
  // carbon dioxide" (not "Carbon dioxide is released", nor "they release it", said of no one).
  const saidActs = actsOf(answer, wordnet)?.filter((a) => a.doer.length > 0);
  if (!saidActs || saidActs.length === 0) return undefined;
  // (the notes' acts are read once for a quiz's answers to them)
  const noteActs = actsRead(noteText, () => actsOf(noteText, wordnet, true));
  if (!noteActs) return undefined;
  const matchers = new Map<Token, Matcher>();
  const sameThing = (a: Token, b: Token) => {
    if (a.lemma === b.lemma) return true;
    let matcher = matchers.get(a);
    if (!matcher) matchers.set(a, (matcher = new Matcher([a], wordnet)));
    return matcher.strength(b) >= 0.9;
  };
  const sameVerb = (a: Act, b: Act) =>
    a.phrase === b.phrase || wordnet.relationsOf(a.phrase).synonyms.has(b.phrase);
  const opposed = (a: Act, b: Act) => {
    const opposites = new Set([
      ...oppositesOf(b.verb, wordnet),
      ...(b.phrase === b.verb.lemma ? [] : wordnet.relationsOf(b.phrase).antonyms),
    ]);
    return [a.phrase, a.verb.lemma, ...wordnet.relationsOf(a.phrase).synonyms].some((w) => opposites.has(w));
  };
  // (a doer's matcher, made once for each act of the answer)
  const doerMatchers = new Map<Act, Matcher>();
  const doersOf = (said: Act) => {
    let matcher = doerMatchers.get(said);
    if (!matcher) doerMatchers.set(said, (matcher = new Matcher(said.doer, wordnet)));
    return matcher;
  };
  for (const said of saidActs) {
    const doers = doersOf(said);
    // ("Tesco buys millions of tins" is no opposite of what a firm sells)
    const sameDoer = (noted: Act) => noted.doer.some((t) => doers.says(t));
    // (or what is done, of no doer, after the notes last named the answer's: "Plants take in
    // carbon dioxide ... Oxygen is released"; not when the answer does that too, as the notes say
    // the doer does it elsewhere: "Plants release CO2 and take in O2" of notes where they release
    // carbon dioxide at night)
    const echoes = (noted: Act) =>
      saidActs.some(
        (a) =>
          sameVerb(noted, a) &&
          a.things.some((t) =>
            noteActs.some(
              (n) =>
                sameVerb(n, a) &&
                (n.doer.length === 0 || sameDoer(n)) &&
                n.things.some((x) => sameThing(t.head, x.head)),
            ),
          ),
      );
    const doneBy = (noted: Act) =>
      sameDoer(noted) || (noted.implied.some((t) => doers.says(t)) && !echoes(noted));
    for (const { head: thing, name } of said.things) {
      for (const noted of noteActs) {
        const theirs = noted.things.find((t) => sameThing(thing, t.head))?.head;
        if (!theirs || !doneBy(noted) || !opposed(said, noted)) continue;
        // (the notes do it too, of the same doer or of none: "At night, plants respire: they release
        // carbon dioxide, water and heat"; or the answer says both)
        const alsoNoted = noteActs.some(
          (n) =>
            sameVerb(said, n) &&
            (n.doer.length === 0 || sameDoer(n)) &&
            n.things.some((t) => sameThing(thing, t.head)),
        );
        const alsoSaid = saidActs.some(
          (a) => sameVerb(noted, a) && a.things.some((t) => sameThing(t.head, theirs)),
        );
        if (alsoNoted || alsoSaid) continue;
        return {
          why: `your answer says “${said.written}” of “${name}”, your notes “${noted.written}”`,
          sentence: noted.text,
        };
      }
    }
  }
  // Two things each done what the notes do to the other, in one sentence of theirs: "The Assembly
  // adopted feudal privileges and abolished the Declaration" where it "abolished feudal privileges
  // and adopted the Declaration".
  // (of the doer the answer names: "Animals take in oxygen" is no swap of what plants do)
  const byTheirDoer = (act: Act, said: Act) => act.doer.some((t) => doersOf(said).says(t));
  const does = (act: Act, verbOf: Act, thing: Token) =>
    byTheirDoer(act, verbOf) && sameVerb(act, verbOf) && act.things.some((t) => sameThing(thing, t.head));
  for (const [i, one] of saidActs.entries()) {
    for (const other of saidActs.slice(i + 1)) {
      if (sameVerb(one, other)) continue;
      for (const first of one.things) {
        for (const second of other.things) {
          if (sameThing(first.head, second.head)) continue;
          const swapped = noteActs.find(
            (n) =>
              does(n, one, second.head) &&
              noteActs.some((m) => m.text === n.text && does(m, other, first.head)),
          );
          const asSaid = noteActs.some((n) => does(n, one, first.head) || does(n, other, second.head));
          if (!swapped || asSaid) continue;
          return {
            why: `your answer says “${one.written}” of “${first.name}” and “${other.written}” of “${second.name}”: your notes say it the other way round`,
            sentence: swapped.text,
          };
        }
      }
    }
  }
  return undefined;
}

/** Words that go with a verb to say which way it acts: "takes in", "gives off". */
const VERB_PARTICLES = new Set(["in", "out", "off", "up", "down", "away", "back", "on"]);

/** What a verb acts on: the first thing named just after it and its particle ("takes in CO2"). */
function objectOf(list: Token[], at: number): Token | undefined {
  let i = at + 1;
  while (VERB_PARTICLES.has(list[i]?.word ?? "")) i++;
  // (not past another verb: "can overshoot -> titre too big" acts on nothing named)
  const next = list.slice(i, i + 3);
  const verb = next.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  return next
    .slice(0, verb < 0 ? undefined : verb)
    .find((t) => isContent(t) && (t.pos === "NOUN" || t.pos === "PROPN"));
}

/**
 * Whether the notes' clause says a word (`lemma`) only of other things than the one the answer's
 * verb at `index` acts on, which is what the notes' verb at `at` acts on: "restricts output ->
 * price ↑" says "increases" of the price, so "increases output" turns "restricts output" round.
 */
function saidOfOtherThing(
  notes: Token[],
  at: number,
  said: Token[],
  index: number,
  lemma: string,
  wordnet: WordNet,
): boolean {
  // (a verb the tagger reads as a noun after its subject too: "the monopolist increases output",
  // "Cartels increase supply")
  const verbLike = (list: Token[], i: number) =>
    verbAt(list, i) ||
    (i > 0 &&
      CLAIM_VERBS_PLURAL.has(list[i]?.word ?? "") &&
      ["NOUN", "PROPN"].includes(list[i - 1]?.pos ?? "") &&
      (list[i - 1]?.word ?? "").endsWith("s"));
  if (!verbLike(notes, at) || !verbLike(said, index)) return false;
  const [theirs, ours] = [objectOf(notes, at), objectOf(said, index)];
  if (!theirs || !ours) return false;
  const thing = new Matcher([ours], wordnet);
  if (!thing.says(theirs)) return false;
  return notes.every((t, i) => {
    if (t.lemma !== lemma) return true;
    // (what it is said of: what it acts on, or the thing named just before it, "price ↑")
    const of = [
      objectOf(notes, i),
      notes.slice(Math.max(0, i - 2), i).findLast((x) => x.pos === "NOUN" || x.pos === "PROPN"),
    ];
    return of.every((x) => x === undefined || !thing.says(x));
  });
}

/** Two verbs each acting on a thing, not the same thing: no claim of one turned round by the other. */
function objectsDiffer(notes: Token[], at: number, said: Token[], index: number, wordnet: WordNet): boolean {
  if (notes[at]?.pos !== "VERB" || said[index]?.pos !== "VERB") return false;
  const [theirs, ours] = [objectOf(notes, at), objectOf(said, index)];
  return theirs !== undefined && ours !== undefined && !new Matcher([ours], wordnet).says(theirs);
}

/** Whether the answer's word also says what another word of the sentence says ("less" for "lowers"). */
function agreesElsewhere(token: Token, sentence: Token[]): boolean {
  const way = direction(token.lemma) ?? direction(token.word);
  return (
    way !== undefined &&
    sentence.some((t, i) => (direction(t.lemma) ?? direction(t.word)) === way && !negatedAt(sentence, i))
  );
}

/**
 * A word the answer shares with the notes that one of them negates and the other not (each word
 * with its own negation), unless the answer gives its opposite: "not moving" for "stationary".
 */
function polarityFlip(
  noteClause: Token[],
  clause: Token[],
  wordnet: WordNet,
  noteWords: Set<string>,
  noteText: string,
  /** What the notes' clause's opening "it" or "they" stands for: the sentence before's subject. */
  antecedent: Token[] = [],
  /**
   * Whether that "it" or "they" can only stand for the antecedent (`opensWithPronoun`): "The enzyme
   * is a protein. It does not ...", not "Glucose is stored as starch because it is not soluble".
   */
  pronounOpens = false,
): string | undefined {
  const standsFor = antecedent.length > 0 ? new Matcher(antecedent, wordnet) : undefined;
  const saidLemmas = new Set(clause.map((t) => t.lemma));
  const noteLemmas = new Set(noteClause.map((t) => t.lemma));
  // How many of each side's content words, up to each of its words, the other side says: what a
  // word denied is said of is read from these (a sentence of hundreds of words is compared word by
  // word with the other side's, not word by word by word).
  const saidShared = sharedUpTo(clause, new Matcher(noteClause, wordnet));
  const noteShared = sharedUpTo(noteClause, new Matcher(clause, wordnet));
  const negated = clause.map((_t, i) => negatedAt(clause, i));
  // (a condition the notes state and the answer does not: see below)
  const conditionOnly = conditional(noteClause) && !conditional(clause);
  for (const [n, term] of noteClause.entries()) {
    if (!isContent(term) || !opinionAgainst(noteClause, n)) continue;
    const opposites = oppositesOf(term, wordnet);
    const one = new Matcher([term], wordnet);
    // The answer's words that say this word of the notes, and how many of them are negated.
    const sayingIt = clause.map((t) => isContent(t) && one.says(t));
    const sayings = (denied: boolean) => sayingIt.filter((says, i) => says && negated[i] === denied).length;
    const [plainly, denying] = [sayings(false), sayings(true)];
    // A privative word of the notes is their negation of its root: "deoxygenated" is "without
    // oxygen", and "oxygen-rich" turns it round.
    const root = privativeRoot(term.lemma, (w) => wordnet.knows(w));
    for (const [a, token] of clause.entries()) {
      if (root && isContent(token) && isRoot(root, token.lemma)) {
        // (unless the notes say the root there too: "colourless in acid, pink in alkali")
        // (nor of a name the notes write: "proportional representation", beside their "disproportional")
        const next = clause[a + 1];
        const named =
          next !== undefined &&
          new RegExp(`\\b${escapeRegExp(token.word)}\\s+${escapeRegExp(next.word)}\\b`, "i").test(
            normalizeText(noteText),
          );
        const rootToo = named || noteClause.some((t, i) => i !== n && isRoot(root, t.lemma));
        if (
          !rootToo &&
          !negatedAt(noteClause, n) &&
          !negatedAt(clause, a) &&
          !changed(clause, a) &&
          !lost(clause, a)
        )
          return `“${token.word}” where your notes say “${term.word}”`;
        continue;
      }
      const meant = opposes(clause, a, opposites, wordnet);
      // (the notes' own word said there of another thing: "price ↑" beside "restricts output", for
      // "increases output")
      const theirs = (lemma: string) =>
        noteLemmas.has(lemma) && !saidOfOtherThing(noteClause, n, clause, a, lemma, wordnet);
      const opposite =
        meant !== undefined &&
        !noteWords.has(token.lemma) &&
        !theirs(token.lemma) &&
        !theirs(meant) &&
        !saidLemmas.has(term.lemma) &&
        !saidToo(term, clause, a, noteLemmas, wordnet) &&
        !lost(clause, a) &&
        saidOfSame(noteClause, n, clause, a, wordnet);
      if (!opposite && !sayingIt[a]) continue;
      // A condition ("must be free to move", "only the matching substrate fits") is not denied by
      // the case where it fails ("can't move in a solid"), and "no longer", "not any more" tell of
      // a change from what the notes describe ("the substrate can't fit any more").
      // (An answer that states the condition too, "had to be built next to rivers", is compared.)
      // Where each side's "not" is (-1: none).
      const noteNot = negationAt(noteClause, n);
      const saidNot = negationAt(clause, a);
      if (!opposite && (conditionOnly || changed(clause, a))) {
        // Unless the answer denies the condition itself: "doesn't need to be sorted" for "only
        // works on a sorted list", "works for triangles that are not right-angled" for "only
        // works for right-angled triangles".
        const broken =
          noteNot < 0 &&
          saidNot >= 0 &&
          !changed(clause, a) &&
          conditionDenied(noteClause, n, clause, saidNot, a, wordnet, noteText);
        if (broken) return broken;
        continue;
      }
      // What the notes say can happen, the answer says is to be kept from happening: "so you don't
      // overshoot" of "One extra drop can overshoot" denies nothing.
      if (!opposite && noteNot < 0 && saidNot >= 0 && possibleAt(noteClause, n) && purposeAt(clause, saidNot))
        continue;
      // A thing one side denies, the other says a verb stops: "no new firms" is what "barriers stop
      // new firms entering" says. (A stopping verb denies nothing on its own: "vaccines prevent
      // disease" for "protect people from disease".)
      if (
        !opposite &&
        noteNot >= 0 !== saidNot >= 0 &&
        (noteNot >= 0 ? stoppedBy(clause, a) : stoppedBy(noteClause, n))
      )
        continue;
      const flips = Number(noteNot >= 0) + Number(saidNot >= 0) + Number(opposite);
      // The same word said again the notes' way in this statement ("swaps if wrong order ... till a
      // pass with no swaps") is not denied.
      // (any of them but this one, negated as the notes' word is)
      const alike = noteNot >= 0;
      const again = (alike ? denying : plainly) - Number(sayingIt[a] === true && negated[a] === alike) > 0;
      // A word denied needs what it is said of to be the notes' too: the side that denies it says
      // of what before its "not" ("aristocrats barely had to pay tax" is not "the Third Estate paid
      // tax"; "birds couldn't see the dark moths" denies nothing of the moths), or after it with two
      // of the notes' words. ("..., not by changes in distance": said of what came before the comma.)
      const saidOf =
        saidNot >= 0
          ? at(saidShared, saidNot) > 0 ||
            at(saidShared, clause.length) - at(saidShared, a + 1) >= 2 ||
            // ("sound doesn't need a medium" of "Sound is a wave. It needs a medium": the word just
            // before the denial, not "Unlike sound, light does not need a medium")
            (standsFor !== undefined && lastContent(clause.slice(0, saidNot)).some((t) => standsFor.says(t)))
          : noteNot >= 0
            ? noteNot === 0 ||
              at(noteShared, noteNot) > 0 ||
              // (the notes' "it" before their "not" standing for what the answer's subject names:
              // "bridge altered so it doesn't modulate" against "the bridge modulates")
              // (not one within a sentence that names another thing: "Glucose is stored as starch
              // because it is not soluble")
              (pronounOpens &&
                standsFor !== undefined &&
                noteNot <= 3 &&
                lastContent(clause.slice(0, a)).some((t) => standsFor.says(t)))
            : at(saidShared, a) > 0;
      // "demand for certain skills falls" says what "skills aren't needed" says.
      const falls =
        saidNot >= 0 &&
        direction(term.lemma) === undefined &&
        noteClause.some((t, i) => i > n && direction(t.lemma) === "down" && !negatedAt(noteClause, i));
      if (flips % 2 === 1 && !again && (opposite || (saidOf && !falls))) {
        // (an opposite word is named: "lowers" where the notes say "raises", not "your notes say
        // it does not")
        if (opposite && noteNot < 0 && saidNot < 0)
          return `“${withParticle(clause, a, wordnet)}” where your notes say “${withParticle(noteClause, n, wordnet)}”`;
        return saidNot >= 0 ? "your answer says it does not" : "your notes say it does not";
      }
    }
  }
  return undefined;
}

/** Verbs that keep what they act on from being or happening: "barriers stop new firms entering". */
const PREVENTING = new Set(["stop", "prevent", "block", "bar", "prohibit", "forbid", "ban", "deter"]);

/** Whether a verb that stops it stands just before the token at `index` ("stop new firms"), itself not denied. */
function stoppedBy(list: Token[], index: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const t = list[index - back];
    if (!t) break;
    if (t.pos === "VERB" && PREVENTING.has(t.lemma)) return !negatedAt(list, index - back);
    if (!["DET", "ADJ", "NUM"].includes(t.pos)) break;
  }
  return false;
}

/** Words that say a thing may happen: "can overshoot", "might spread". */
const POSSIBLY = new Set(["can", "could", "may", "might"]);

/**
 * Whether a "can" (or "could", "may", "might") comes before the word at `n` in its clause: the
 * word, or what follows from it in an arrow's chain ("One extra drop can overshoot -> titre too
 * big"), is said to be possible.
 */
function possibleAt(list: Token[], n: number): boolean {
  return list.slice(0, n).some((t) => POSSIBLY.has(t.word.toLowerCase()));
}

/** Who a purpose is for: "so (that) you don't overshoot"; "so it does not overshoot" tells a result. */
const FOR_WHOM = new Set(["you", "u", "we", "ya", "one"]);

/**
 * Whether the "not" at `not` says what to keep from happening: "so that it doesn't", "so as not to",
 * "in order not to", or a "so" with "you" or "we" ("so you don't overshoot"). The "so" is where
 * clausesOfSentence found the clause opened by it (SO_AT).
 */
function purposeAt(list: Token[], not: number): boolean {
  if (
    list
      .slice(Math.max(0, not - 3), not)
      .some((t, i, all) => t.lemma === "order" && all[i - 1]?.lemma === "in")
  )
    return true;
  const so = SO_AT.get(list);
  if (so === undefined || so > not) return false;
  const between = list.slice(so, not);
  const [first] = between;
  if (first?.lemma === "that" || first?.lemma === "as") return true;
  // A plain "so" with "you" or "we" and a "don't" ("so you don't overshoot"), its subject all that
  // stands before the "not": not a result, "so you cannot overshoot", "so the titre is too small and it".
  return (
    between.length <= 3 &&
    between.some((t) => FOR_WHOM.has(t.word.toLowerCase())) &&
    between[between.length - 1]?.lemma === "do"
  );
}

/** Words that say a thing must be so: "need to", "have to", "must", "requires", "necessary". */
const NECESSITY = new Set(["need", "must", "require", "necessary", "essential"]);

/**
 * A condition of the notes (what "only", "must" or "need to" makes of the word at `n`) that the
 * answer denies (its "not" at `saidNot` before its word at `a`): its necessity ("doesn't need to
 * be sorted", "does not have to be"), or, for an "only", the word itself while it says the rest
 * holds ("it works for triangles that are not right-angled" for "it only works for right-angled
 * triangles"). The case where the condition fails told as failing ("in a solid the ions cannot
 * move" for "the ions must be free to move") denies nothing.
 */
function conditionDenied(
  noteClause: Token[],
  n: number,
  clause: Token[],
  saidNot: number,
  a: number,
  wordnet: WordNet,
  noteText: string,
): string | undefined {
  const between = clause.slice(saidNot + 1, a);
  const necessity = between.some(
    (t, i) => NECESSITY.has(t.lemma) || (t.lemma === "have" && between[i + 1]?.word === "to"),
  );
  if (necessity) return "your answer says it need not be so, your notes say it must";
  const only = noteClause.findIndex((t) => t.word === "only");
  if (only < 0 || only > n || n - only > 6) return undefined;
  // What the notes say holds only so: the verb by their "only" ("only works", "applies only"),
  // which the answer says holds, not denied.
  const held = [noteClause[only - 1], noteClause[only + 1]].filter(
    (t): t is Token => t?.pos === "VERB" && !GENERIC_VERBS.has(t.lemma),
  );
  const holds = new Matcher(held, wordnet);
  const said = clause.some(
    (t, i) => i < saidNot && t.pos === "VERB" && holds.says(t) && !negatedAt(clause, i),
  );
  if (!said) return undefined;
  // What it holds for, as the notes write it: "right-angled triangles" (the words of its phrase).
  let end = n;
  while (end - n < 3 && ["NOUN", "ADJ", "PROPN"].includes(noteClause[end + 1]?.pos ?? "")) end++;
  const words = noteClause.slice(n, end + 1).map((t) => escapeRegExp(t.word));
  const written = new RegExp(`\\b${words.join("[\\s-]+")}\\b`, "i").exec(noteText)?.[0] ?? words.join(" ");
  return `your notes say it holds only for “${written}”`;
}

/** Verbs that say nothing of their own by an "only": "is only", "can only be". */
const GENERIC_VERBS = new Set(["be", "have", "do", "can", "may"]);

/** What says a thing does not count: "doesn't matter", "is not important", "is irrelevant". */
function dismissalAt(list: Token[], i: number): number {
  const t = list[i];
  if (!t) return -1;
  if (["irrelevant", "unimportant", "unnecessary"].includes(t.lemma)) return negatedAt(list, i) ? -1 : i;
  const counts = ["matter", "count"].includes(t.lemma) && t.pos === "VERB";
  const weighs = ["important", "relevant", "necessary", "needed", "significant"].includes(t.lemma);
  if (!counts && !weighs) return -1;
  const at = negationAt(list, i);
  // (not "no matter how much", a phrase of its own)
  return at >= 0 && ["not", "n't"].includes(list[at]?.word ?? "") ? at : -1;
}

/**
 * The answer says a thing the passage gives as the answer does not count: "consequences don't
 * matter" for "judges actions by their consequences" (unless the notes say so of it too).
 */
function dismissedKey(
  passage: string,
  noteText: string,
  answer: string,
  wordnet: WordNet,
): string | undefined {
  const dismissals = clausesOf(answer).flatMap((clause) =>
    clause.flatMap((_t, i) => {
      const at = dismissalAt(clause, i);
      return at < 0 ? [] : [clause.slice(0, at)];
    }),
  );
  // (the notes are read for dismissals of their own only when the answer makes one)
  if (dismissals.length === 0) return undefined;
  const asked = new Matcher(tokens(normalizeText(passage)).filter(isContent), wordnet);
  const noteDismissals = clausesOf(noteText).flatMap((clause) =>
    clause.flatMap((_t, i) => {
      const at = dismissalAt(clause, i);
      return at < 0 ? [] : clause.slice(0, at).filter(isContent);
    }),
  );
  const dismissedInNotes = new Matcher(noteDismissals, wordnet);
  for (const before of dismissals) {
    const [thing] = before.filter((t) => isContent(t) && asked.says(t) && !dismissedInNotes.says(t));
    if (thing) return `your answer says “${thing.word}” does not count, your notes say it does`;
  }
  return undefined;
}

/** How many of the list's content words the other side says, before each of its words and in all. */
function sharedUpTo(list: Token[], other: Matcher): number[] {
  const counts = [0];
  for (const t of list) counts.push((counts[counts.length - 1] ?? 0) + Number(isContent(t) && other.says(t)));
  return counts;
}

function at(counts: number[], index: number): number {
  return counts[index] ?? 0;
}

/** A statement of what must be so, or of the only case that is: "must", "have to", "only", "if". */
function conditional(clause: Token[]): boolean {
  return clause.some(
    (t, i) =>
      ["must", "only", "if", "unless"].includes(t.word) ||
      (["have", "need"].includes(t.lemma) && clause[i + 1]?.word === "to"),
  );
}

/** Whether the token's negation tells of a change: "no longer works", "can't fit any more", "stops working". */
function changed(list: Token[], index: number): boolean {
  if (stopped(list, index)) return true;
  const at = negationAt(list, index);
  if (at < 0) return false;
  if (list[at + 1]?.word === "longer") return true;
  const after = list.slice(index + 1, index + 4).map((t) => t.word);
  return after.includes("anymore") || after.join(" ").includes("any more");
}

/** Verbs that say a doing has ended: "cells stop responding to insulin", "the dogs stop drooling". */
const ENDED = new Set(["stop", "cease"]);

/**
 * Whether the word at `index` is of a doing said to have stopped, from the verb to the doing:
 * "stop responding", "stops electricity flowing", "stop new firms from coming in". Like "no
 * longer", it tells of a change, and denies nothing the notes say.
 */
function stopped(list: Token[], index: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const verb = list[index - back];
    if (!verb || !ENDED.has(verb.lemma) || negatedAt(list, index - back)) continue;
    for (let i = index - back + 1; i <= index - back + 4 && i < list.length; i++)
      if (list[i]?.word.endsWith("ing")) return index <= i;
  }
  return false;
}

/** Words that say where a thing goes, alike as a relation's pivot: "from the countryside to the towns", "into the towns". */
const TOWARDS = new Set(["to", "into", "towards", "toward", "onto"]);

/** Words of an aside in brackets, at least, for it to be a claim of its own beside the clause's. */
const ASIDE_WORDS = 3;
/** Asides in brackets read in a clause, at most. */
const MOST_ASIDES = 8;

/**
 * A clause of the notes apart from the claims they make in brackets beside it, and those claims:
 * "-> rate of erosion ↓ (platform protects the cliff)". A name or a symbol in brackets stays in
 * the clause: "(H+)", "(infiltration)".
 */
function withAsides(clause: Token[], text: string): { main: Token[]; asides: Token[][] } {
  let main = clause;
  const asides: Token[][] = [];
  const wordsOf = (piece: string) => tokens(normalizeText(piece)).map((t) => t.word);
  for (const [, bracketed = ""] of [...text.matchAll(/\(([^()]*)\)/g)].slice(0, MOST_ASIDES)) {
    // (whole, or, where the clause ends or begins at a comma inside the brackets, the piece it
    // holds: "(mice never eat owls, of course)")
    for (const words of [wordsOf(bracketed), ...bracketed.split(/[,;:]/).map(wordsOf)]) {
      if (words.length < ASIDE_WORDS) continue;
      const at = main.findIndex((_t, i) => words.every((word, k) => main[i + k]?.word === word));
      if (at < 0) continue;
      asides.push(main.slice(at, at + words.length));
      main = [...main.slice(0, at), ...main.slice(at + words.length)];
      break;
    }
  }
  return { main, asides };
}

/**
 * A verb of many the tagger reads as a noun, before its object: "Convection currents in the mantle
 * move the plates".
 */
function misreadVerb(list: Token[], i: number): boolean {
  return i > 0 && CLAIM_VERBS_PLURAL.has(list[i]?.word ?? "") && list[i + 1]?.pos === "DET";
}

/**
 * The same statement with its two sides swapped: "the continental plate sinks beneath the oceanic
 * plate", "from LTM to STM", "supply grows faster than demand" (a passive "by" says the same thing
 * the other way round). Each of the notes' participants is counted on either side of the relation
 * the two share, in the notes and in the answer (a word may be in both halves: "demand-pull ...
 * faster than demand"); one that moved over to the other side, and one that moved back, are swapped.
 */
function rolesSwapped(
  noteClause: Token[],
  clause: Token[],
  wordnet: WordNet,
  /**
   * Compare only a relation one side denies and the other not (else only one both say or both
   * deny): "mice never eat owls" and "owls eat mice" have their sides swapped this way, and do
   * not disagree, whichever side denies; nor does "(the anemone does not protect the barnacle)"
   * with "the barnacle protects the anemone".
   */
  oneDenies = false,
): string | undefined {
  if ([...noteClause, ...clause].some((t) => t.word === "by")) return undefined;
  // "B before A" for "A after B" puts the sides the other way round, and says the same.
  const order = (list: Token[]) => list.filter((t) => ORDER.has(t.lemma)).map((t) => t.lemma);
  const [noteOrder, saidOrder] = [order(noteClause), order(clause)];
  if (noteOrder.length === 1 && saidOrder.length === 1 && noteOrder[0] !== saidOrder[0]) return undefined;
  const pivotPos = new Set(["VERB", "ADP", "AUX", "PART"]);
  // (a way from one place to another, in both: "moved from the countryside to the towns", "moved
  // out of the towns into the countryside")
  const fromSaid = (list: Token[]) => list.some((t) => t.word === "from" || t.word === "out");
  const route = fromSaid(noteClause) && fromSaid(clause);
  const pivots = noteClause
    .map((t, i) => ({
      t,
      i,
      at:
        pivotPos.has(t.pos) || verbAt(noteClause, i) || misreadVerb(noteClause, i)
          ? clause.findIndex(
              (c) => c.lemma === t.lemma || (route && TOWARDS.has(c.lemma) && TOWARDS.has(t.lemma)),
            )
          : -1,
    }))
    .filter((p) => p.at >= 0 && !["of", "in", "with", "be", "have", "do"].includes(p.t.lemma));
  // Taggers read "short" of "short-term memory" as a verb at times: a word before a noun is a participant.
  const participant = (list: Token[], i: number) => {
    const t = list[i];
    if (!t || !isContent(t)) return false;
    if (["NOUN", "PROPN", "ADJ", "NUM"].includes(t.pos)) return true;
    return t.pos === "VERB" && ["NOUN", "PROPN"].includes(list[i + 1]?.pos ?? "");
  };
  const same = (a: Token, b: Token) =>
    a.lemma === b.lemma ||
    a.word === b.word ||
    stem(a.lemma) === stem(b.lemma) ||
    wordnet.relationsOf(a.lemma).synonyms.has(b.lemma);
  const sides = (list: Token[], pivot: number, term: Token) => {
    let before = 0;
    let after = 0;
    list.forEach((t, i) => {
      if (i === pivot || !isContent(t) || !same(term, t)) return;
      if (i < pivot) before++;
      else after++;
    });
    return { before, after };
  };
  // "a lot of energy is needed to overcome the forces" and "the forces need a lot of energy to
  // overcome", "soot-covered trees" and "trees covered in soot": the passive turns the sides round.
  const passive = (list: Token[], i: number) =>
    /(?:ed|en)$/.test(list[i]?.word ?? "") &&
    list.slice(Math.max(0, i - 3), i).some((t) => t.lemma === "be" || t.lemma === "get");
  // "the rate falls when humidity is high" and "high humidity lowers the rate": a verb with no
  // object ("falls when ...") has no sides to swap.
  const objectless = (list: Token[], i: number) => OPENS_CLAUSE.has(list[i + 1]?.word ?? "");
  for (const pivot of pivots) {
    if ((negatedAt(noteClause, pivot.i) !== negatedAt(clause, pivot.at)) !== oneDenies) continue;
    if (passive(noteClause, pivot.i) !== passive(clause, pivot.at)) continue;
    if (objectless(noteClause, pivot.i) || objectless(clause, pivot.at)) continue;
    // A relation that holds both ways has no sides to swap: "react with", "trade with", "the same
    // as" (not what a thing is done with: "infections are treated with antibiotics").
    if (
      !passive(noteClause, pivot.i) &&
      [pivot.t, noteClause[pivot.i + 1]].some((t) => t?.word === "with" || t?.word === "as")
    )
      continue;
    // A verb of the notes with an object is said by the answer's verb with one: "the plates move due
    // to convection currents", "food supply to supermarkets" (a noun) say no sides of "convection
    // currents move the plates", "farmers supply food to supermarkets".
    const saidVerb = clause[pivot.at];
    // (not "due to", "close to": a word before a preposition is none)
    const withObject = (list: Token[], i: number) => {
      // (past a word that qualifies the verb, or its particle: "causes only a small change",
      // "heats up the Sun", "invaded into Germany")
      let at = i + 1;
      while (list[at]?.pos === "ADV" || VERB_PARTICLES.has(list[at]?.word ?? "") || list[at]?.word === "into")
        at++;
      return (
        ["DET", "NOUN", "PROPN", "ADJ", "NUM", "PRON"].includes(list[at]?.pos ?? "") &&
        !(list[at]?.pos === "ADJ" && list[at + 1]?.pos === "ADP")
      );
    };
    if (
      !["ADP", "PART"].includes(pivot.t.pos) &&
      withObject(noteClause, pivot.i) &&
      (!withObject(clause, pivot.at) ||
        !(
          saidVerb?.pos === "VERB" ||
          saidVerb?.pos === "AUX" ||
          verbAt(clause, pivot.at) ||
          misreadVerb(clause, pivot.at)
        ))
    )
      continue;
    // An example ("... large crystals, e.g. granite") is not one of the sides.
    const example = noteClause.findIndex(
      (t, i) =>
        t.word === "eg" ||
        (t.word === "for" && noteClause[i + 1]?.word === "example") ||
        (t.word === "such" && noteClause[i + 1]?.word === "as"),
    );
    const terms = noteClause.filter(
      (t, i) =>
        i !== pivot.i &&
        participant(noteClause, i) &&
        t.lemma !== pivot.t.lemma &&
        (example < 0 || i < example),
    );
    const seen = new Set<string>();
    let movedAfter: Token | undefined;
    let movedBefore: Token | undefined;
    for (const term of terms) {
      if (seen.has(term.lemma)) continue;
      seen.add(term.lemma);
      // A word beside the verb on both sides qualifies it, in either order: "slow cooling" is
      // "cools slowly". (Not a thing beside a verb: "mice eat owls" for "owls eat mice"; a word
      // that may qualify is none, though the tagger names the one a sentence opens with: "Slow
      // cooling". Beside a preposition, "from the countryside to cities", either is read below.)
      const beside = (list: Token[], at: number) =>
        [list[at - 1], list[at + 1]].some((t) => t !== undefined && same(term, t));
      const thing =
        !["ADP", "PART"].includes(pivot.t.pos) &&
        (term.pos === "NOUN" || term.pos === "PROPN") &&
        !wordnet.posesOf(term.lemma).some((pos) => pos === "adj" || pos === "adv");
      if (!thing && beside(noteClause, pivot.i) && beside(clause, pivot.at)) continue;
      const notes = sides(noteClause, pivot.i, term);
      const said = sides(clause, pivot.at, term);
      // Only on one side in the notes, and on the other in the answer.
      if (notes.after === 0 && said.after > 0) movedAfter ??= term;
      if (notes.before === 0 && said.before > 0) movedBefore ??= term;
    }
    if (movedAfter && movedBefore) {
      return `your answer has “${movedBefore.word}” and “${movedAfter.word}” the wrong way round`;
    }
  }
  return undefined;
}

/**
 * What says the words just before it are not the answer: right after them ("... is wrong", "...
 * has nothing to do with it"), or through a word standing for them ("..., which I am sure is
 * wrong"). Not a denial of something else named after them ("oxygen, CO2 is wrong"), nor a hedge
 * ("I could be wrong").
 */
const DENIES_WHAT_CAME =
  /^(?:(?:which|that|it|this)(?: \S+){0,3} )?(?:is|are|was|were|s) (?:definitely |certainly |surely |clearly )?(?:wrong|incorrect|false|not (?:it|right|correct|true|the answer))\b|^(?:has|have|had) nothing to do with\b/;

/** A "not" that hedges or adds ("not sure", "not only"), which denies nothing of what follows. */
const NOT_A_DENIAL = new Set(["sure", "certain", "only", "just", "quite", "wrong"]);

export function deniedFill(answer: string, recalled: string[]): string | undefined {
  const hidden = new Set(recalled.flatMap((word) => tokens(normalizeText(word)).map((t) => t.lemma)));
  if (hidden.size === 0) return undefined;
  let denied: string | undefined;
  for (const clause of normalizeText(answer).split(/[.;!?]+|,?\s+\bbut\b\s+/i)) {
    // A negation reaches no further back than a comma ("it isn't water, it's carbon dioxide"); what
    // says a word is wrong may come after one ("shortest supply, which is wrong").
    const parts = clause.split(",");
    for (const [k, part] of parts.entries()) {
      const list = tokens(part);
      const later = tokens(parts.slice(k + 1).join(" ")).map((t) => t.word);
      // Each run of the hidden words ("carbon dioxide") is one naming of them.
      for (let from = 0; from < list.length; from++) {
        if (!hidden.has(list[from]?.lemma ?? "")) continue;
        let to = from;
        while (hidden.has(list[to + 1]?.lemma ?? "")) to++;
        const after = [...list.slice(to + 1).map((t) => t.word), ...later].join(" ");
        const negation = negationAt(list, from);
        const denies = negation >= 0 && !NOT_A_DENIAL.has(list[negation + 1]?.lemma ?? "");
        if (!denies && !DENIES_WHAT_CAME.test(after)) return undefined;
        denied ??= list
          .slice(from, to + 1)
          .map((t) => t.word)
          .join(" ");
        from = to;
      }
    }
  }
  if (!denied) return undefined;
  const written = new RegExp(denied.split(" ").map(escapeRegExp).join("\\W+"), "i").exec(answer)?.[0];
  return `your answer says it is not “${written ?? denied}”`;
}

/**
 * A number the answer gives of a measure the notes give another number of: "200 °C and 450 atm"
 * for "450 °C, 200 atm", "inflation at 5%" for a target of 2%, "16 bits make a byte". A number is
 * read with the common noun right after it (its unit, or what it counts); the answer's is wrong
 * when the notes never give that noun that number (or one within a tenth of it) and give it
 * another. The notes' own number given as well ("not 435 but 100 senators") is no wrong number.
 * What the answer says and the notes' sentence that says otherwise; undefined when none.
 */
export function wrongMeasure(
  note: string,
  noteSentences: string[],
  answer: string,
): { said: string; noted: string; sentence: string } | undefined {
  const given = measuresOf(answer);
  // (most answers give none: the notes are read for theirs only when one does, once a note)
  if (given.length === 0) return undefined;
  const inNotes = notesMeasures(note, noteSentences);
  // (a year is that year: 1798 is not 1789)
  const near = (a: number, b: number, unit: string) =>
    unit === YEAR ? a === b : Math.abs(a - b) <= 0.1 * Math.max(Math.abs(a), Math.abs(b));
  const noted = (pair: Measure) =>
    inNotes.some((n) => n.unit === pair.unit && near(n.value, pair.value, pair.unit));
  for (const pair of given) {
    // (of the same thing: "2 bytes make a word" is no other number for "a kilobyte is 1,000 bytes")
    const shared = (n: Measure) => [...n.context].filter((word) => pair.context.has(word)).length;
    const others = inNotes.filter(
      (n) => n.unit === pair.unit && shared(n) >= (pair.unit === YEAR ? YEAR_CONTEXT : 1),
    );
    if (others.length === 0 || noted(pair)) continue;
    // (the notes' own numbers of it given as well: "not 435 but 100 senators"; not one end of a
    // range with a wrong other end: "20 Hz to 2,000 Hz" for "20 Hz to 20,000 Hz")
    const other = others.find((n) => !given.some((g) => g.unit === n.unit && near(g.value, n.value, n.unit)));
    if (!other) continue;
    return { said: pair.said, noted: other.said, sentence: other.sentence };
  }
  return undefined;
}

/** The numbers of the notes read lately, by note: a quiz's answers share theirs. */
const measuresRead = keptLately<(Measure & { sentence: string })[]>(32);

/**
 * The numbers of a note's sentences, each with its sentence (read once a note, kept): read when a
 * question is asked too, as the rest of the note is, so that an answer does not wait for them (a
 * note of 2,000 sentences takes about 80 ms).
 */
export function notesMeasures(note: string, noteSentences: string[]): (Measure & { sentence: string })[] {
  return measuresRead(note, () =>
    noteSentences.flatMap((sentence) => measuresOf(sentence).map((measure) => ({ ...measure, sentence }))),
  );
}

interface Measure {
  value: number;
  /** The lemma of the word it measures or counts. */
  unit: string;
  /** As the text says it: "450 degrees", "7 ± 2 items". */
  said: string;
  /** The words around it (their stems): what it is a number of. */
  context: Set<string>;
}

/** Words either side of a number that say what it is a number of. */
const MEASURE_CONTEXT = 6;

/** Between numbers of one measure: "7 ± 2 items", "2 or 3 neutrons", "18-30 items". */
const BETWEEN_NUMBERS = new Set(["±", "+/-", "or", "to", "-", "–", "and", "/"]);

/**
 * Units written as symbols, which the tagger may take for names ("Hz") or pass over as too short
 * to say anything ("m" of "340 m/s").
 */
const UNIT_SYMBOLS = new Map(
  "Hz kHz MHz GHz m km cm mm nm kg mg g J kJ W kW mW V mV Pa kPa atm mol ml dB eV keV MeV kWh mph"
    .split(" ")
    .map((symbol) => [symbol.toLowerCase(), symbol]),
);

/** Each number of a text with the thing it measures or counts, the common noun right after it. */
function measuresOf(text: string): Measure[] {
  const list = tokens(normalizeText(text));
  return [...unitsOf(list), ...yearsOf(list)];
}

/** Words before a number that make it a year: "in 1789", "since 1945" (not "of 1800 sailors", "by 1200 jobs"). */
const YEAR_BEFORE = new Set(["in", "since", "until", "till", "during", "before", "after"]);
const MONTHS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;

/** What a year is a measure of, for wrongMeasure: "began in 1798" for "began in 1789". */
const YEAR = "(year)";
/** Context words a year and the notes' other year must share: a year says less of what it dates. */
const YEAR_CONTEXT = 2;

/** The years of a text ("in 1789", "14 July 1789"), each with the words around it. */
function yearsOf(list: Token[]): Measure[] {
  return list.flatMap((t, i) => {
    if (t.pos !== "NUM" || !/^(?:1\d{3}|20\d{2})$/.test(t.word)) return [];
    // (a number of things is a count, "1500 soldiers", "1500 m", unless it says when: "In 1798
    // peasants stormed ...")
    const next = list[i + 1];
    const when = YEAR_BEFORE.has(list[i - 1]?.lemma ?? "") || MONTHS.test(list[i - 1]?.word ?? "");
    if (!when && next && ((next.pos === "NOUN" && isContent(next)) || UNIT_SYMBOLS.has(next.word))) return [];
    const words = (side: Token[]) => side.filter((w) => w.pos !== "NUM").slice(0, MEASURE_CONTEXT);
    const context = new Set(
      [...words(list.slice(0, i).reverse()), ...words(list.slice(i + 1))]
        .filter(isContent)
        .map((w) => stem(w.lemma)),
    );
    return [{ value: Number(t.word), unit: YEAR, said: t.word, context }];
  });
}

/** Each number of a text with the common noun after it: its unit, or what it counts. */
function unitsOf(list: Token[]): Measure[] {
  return list.flatMap((unit, i) => {
    const symbol = UNIT_SYMBOLS.has(unit.word) && list[i - 1]?.pos === "NUM";
    if (!symbol && (unit.pos !== "NOUN" || !isContent(unit))) return [];
    const numbers: string[] = [];
    let from = i;
    for (let at = i - 1; at >= 0; at--) {
      const t = list[at];
      if (t?.pos === "NUM" && /^\d/.test(t.word)) {
        numbers.push(...t.word.split(/[-–/]/));
        from = at;
      } else if (!t || !BETWEEN_NUMBERS.has(t.word) || numbers.length === 0) break;
    }
    // (as written: "20,000 m/s", not "20000 m")
    const perSecond = symbol && /^s\.?$/.test(list[i + 1]?.word ?? "");
    const said = `${list
      .slice(from, i + 1)
      .map((t) =>
        /^\d{5,}$/.test(t.word) || (symbol && /^\d{4}$/.test(t.word))
          ? Number(t.word).toLocaleString("en-GB")
          : t === unit && symbol
            ? (UNIT_SYMBOLS.get(t.word) ?? t.word)
            : t.word,
      )
      .join(" ")}${perSecond ? "/s" : ""}`;
    // (the numbers and units of a range not counted: "frequencies from 20 Hz up to 2,000 Hz")
    const words = (side: Token[]) =>
      side.filter((t) => t.pos !== "NUM" && t.lemma !== unit.lemma).slice(0, MEASURE_CONTEXT);
    const context = new Set(
      [...words(list.slice(0, from).reverse()), ...words(list.slice(i + 1))]
        .filter(isContent)
        .map((t) => stem(t.lemma)),
    );
    return numbers.flatMap((number) => {
      const value = Number(number.replace(/,/g, ""));
      return number !== "" && Number.isFinite(value) ? [{ value, unit: unit.lemma, said, context }] : [];
    });
  });
}

/**
 * The way each thing a text says goes up or down goes, by the thing's word: what a verb of going
 * up or down is said of ("the current goes down", "voltage ↑", "the current decreases", however
 * the tagger reads them), or what it acts on ("raises the price"). A quality ("high", "bigger")
 * is left to the rules above (but read with `qualities`, for the notes' side), and so is a thing
 * said to go both ways.
 */
function waysOfThings(
  text: string,
  wayOf: (t: Token) => "up" | "down" | undefined,
  qualities = false,
): Map<string, "up" | "down" | undefined> {
  const THINGS = new Set(["NOUN", "PROPN", "ADJ"]);
  const found = new Map<string, "up" | "down" | undefined>();
  // (a thing said to go both ways goes neither)
  const record = (thing: string, way: "up" | "down") =>
    found.set(thing, found.has(thing) && found.get(thing) !== way ? undefined : way);
  for (const clause of clausesOf(text)) {
    clause.forEach((t, i) => {
      const way = wayOf(t);
      if (!way || negatedAt(clause, i)) return;
      // (what is expected to happen is no claim that it does: "expecting prices to keep rising")
      if (clause.slice(Math.max(0, i - 4), i).some((n) => EXPECTS.has(n.lemma))) return;
      const particle = t.word === "up" || t.word === "down";
      const previous = clause[i - 1];
      const thingOf = (n: Token | undefined) =>
        n !== undefined && THINGS.has(n.pos) && isContent(n) && !wayOf(n) && !MOVES.has(n.lemma);
      // A verb: "rises", "rose", "goes down", an arrow, "banks lower rates" (read as a quality by
      // the tagger); not "a rise in", "lower spending", nor "give up", "set up". A verb's particle
      // may come after what it moves: "brings inflation down", "push the price up".
      const moved =
        particle &&
        previous !== undefined &&
        thingOf(previous) &&
        [clause[i - 2], clause[i - 2]?.pos === "DET" ? clause[i - 3] : undefined].some(
          (v) => v !== undefined && (v.pos === "VERB" || MOVES.has(v.lemma)),
        );
      const verb =
        CLAIM_VERBS.test(t.word) ||
        ((t.pos === "VERB" || t.pos === "AUX") && previous?.pos !== "DET") ||
        (t.pos === "ADJ" &&
          (previous?.pos === "NOUN" || previous?.pos === "PROPN") &&
          thingOf(clause[i + 1]));
      if (moved) {
        record(previous.lemma, way);
        return;
      }
      if (particle ? !previous || !MOVES.has(previous.lemma) : !verb) {
        // The notes' qualities count as ways too, so that a thing they say goes both ways ("no.
        // of fissions ↑" uncontrolled, "fewer fissions" with the rods in) is left out.
        if (!qualities || particle) return;
        const next = clause.slice(i + 1).find((n) => n.pos !== "DET");
        const before = clause.slice(0, i).findLast(thingOf);
        const quality = thingOf(next) ? next : before;
        if (quality) record(quality.lemma, way);
        return;
      }
      // What it acts on, just after it ("raises the price"), else what it is said of, just before
      // ("unemployment rises", not "rises spending").
      const acts = ACTS_ON.has(t.lemma) || ACTS_ON.has(t.word);
      const object = acts ? clause.slice(i + 1).find((n) => n.pos !== "DET") : undefined;
      // (past the verbs that lead up to it: "prices began to fall", "keep rising")
      // (not past a pronoun that is its subject: "when it leaves into a less dense one it speeds up"
      // says nothing of what is dense)
      const before = clause.slice(0, particle ? i - 1 : i);
      const found = before.findLastIndex(
        (n) => (!n.stop || PERSONAL.has(n.lemma)) && !LEADING_VERBS.has(n.lemma) && n.pos !== "PART",
      );
      // (but a pronoun that only says its noun again stands for it: "savers, they gain")
      const named = PERSONAL.has(before[found]?.lemma ?? "") && thingOf(before[found - 1]);
      const subject = before[named ? found - 1 : found];
      const thing =
        thingOf(object) && object?.pos !== "ADJ" ? object : thingOf(subject) ? subject : undefined;
      if (thing) record(thing.lemma, way);
      // (and, in an answer, what it is of: "the rate of transpiration goes up" says the rate goes
      // up, which is set against a "Rate ↓" of the notes, not against their "level of prices")
      if (!qualities && thing === subject && subject) {
        const at = clause.indexOf(subject);
        const of =
          clause[at - 1]?.word === "of"
            ? at - 1
            : clause[at - 2]?.word === "of" && clause[at - 1]?.pos === "DET"
              ? at - 2
              : -1;
        const head = of > 0 ? clause[of - 1] : undefined;
        if (thingOf(head) && head) record(`${OF_THING}${head.lemma}`, way);
      }
    });
  }
  // Two things compared as they go together, "the more H+ ions there are, the lower the pH": each
  // the way it goes as the first goes up ("the fewer H+ ions, the higher the pH" says the same).
  for (const sentence of text.split(/[.!?;\n]+/)) {
    if (!COMPARISONS.test(sentence)) continue;
    const list = tokens(sentence);
    const compared = list.flatMap((t, i) => {
      const way = wayOf(t);
      return way && list[i - 1]?.word === "the" && comparative(t) ? [{ i, way }] : [];
    });
    if (compared.length < 2) continue;
    const turned = compared[0]?.way === "down";
    for (const { i, way } of compared) {
      const thing = list.slice(i + 1, i + 4).find((n) => n.pos !== "DET");
      if (thing && THINGS.has(thing.pos) && isContent(thing) && !wayOf(thing))
        found.set(thing.lemma, turned ? (way === "up" ? "down" : "up") : way);
    }
  }
  return found;
}

/** What an answer's thing is of ("rate" of "the rate of transpiration"), as waysOfThings keys it. */
const OF_THING = "of:";

/** Pronouns that stand for a thing named elsewhere: a verb's subject, though no word of it. */
const PERSONAL = new Set(["it", "they", "he", "she", "this", "these", "we", "you", "i"]);

/** "the more", "the lower": where a comparison of two things may be (read no further otherwise). */
const COMPARISONS = /\bthe\s+(?:more|less|fewer|\w+er)\b/i;

/** A word that compares: "more", "fewer", "higher", "bigger" (not "the large intestine"). */
function comparative(t: Token): boolean {
  return (
    (t.pos === "ADJ" || t.pos === "ADV") &&
    (["more", "less", "fewer"].includes(t.word) || (t.word !== t.lemma && t.word.endsWith("er")))
  );
}

/** Verbs that lead up to another: "began to fall", "keep rising", "continued to grow". */
const LEADING_VERBS = new Set(["begin", "start", "keep", "continue", "tend", "seem", "appear"]);

/** Words of what is expected or hoped, not what happens. */
const EXPECTS = new Set(["expect", "hope", "want", "predict", "assume", "believe", "fear"]);

/** Verbs of going up or down that act on a thing: "raises the price", "lowers interest rates". */
const ACTS_ON = new Set([
  "raise",
  "lower",
  "increase",
  "decrease",
  "reduce",
  "cut",
  "boost",
  "double",
  "halve",
  "lift",
]);

/** Where a movement starts and ends, or what is turned into what (`change`). */
interface Route {
  from: Token[];
  to: Token[];
  change: boolean;
  /** The statement's words before it: what moves ("diffusion goes from high to low"). */
  mover: Token[];
}

/** Verbs of one thing made into another. */
const CHANGES = new Set(["turn", "convert", "change", "transform"]);

/**
 * Where a movement starts and where it ends, by the words that tell them apart: "from the
 * countryside to cities", "from an area of higher concentration to an area of lower" (higher,
 * lower), "from low to high", and what a thing is turned into: "turns kinetic energy into heat".
 */
function routesOf(text: string): Route[] {
  const routes: Route[] = [];
  for (const clause of clausesOf(text)) {
    // "from A to B", or a change of one thing into another: "turns kinetic energy into heat".
    const from_ = clause.findIndex((t) => t.word === "from");
    const start = from_ >= 0 ? from_ : clause.findIndex((t) => CHANGES.has(t.lemma));
    if (start < 0) continue;
    const end = clause.findIndex(
      (t, i) => i > start && (t.word === "into" || (from_ >= 0 && t.word === "to")),
    );
    if (end < 0) continue;
    const from = clause
      .slice(start + 1, end)
      .filter(isContent)
      .slice(0, 4);
    // (what a thing is turned into may take two words: "into kinetic energy")
    const to = clause
      .slice(end + 1)
      .filter(isContent)
      .slice(0, Math.max(from_ >= 0 ? 1 : 2, from.length));
    const own = (side: Token[], other: Token[]) =>
      side.filter((t) => !other.some((o) => o.lemma === t.lemma));
    const [start_, end_] = [own(from, to), own(to, from)];
    const mover = clause.slice(0, start).filter(isContent);
    if (start_.length > 0 && end_.length > 0)
      routes.push({ from: start_, to: end_, change: from_ < 0, mover });
  }
  return routes;
}

/**
 * A movement told the wrong way: "from the cities to the countryside" for the notes' "from the
 * countryside to cities", "from high to low concentration" for "from low to high". A route the
 * notes tell that way too, of another thing the answer names, is theirs: "diffusion goes from high
 * to low".
 */
function fromToSwapped(
  passage: string,
  around: string[],
  answer: string,
  noteText: string,
  wordnet: WordNet,
): string | undefined {
  const said = routesOf(answer);
  if (said.length === 0) return undefined;
  const same = (a: Token[], b: Token[]) => a.some((x) => new Matcher(b, wordnet).says(x));
  const noted = around.flatMap(routesOf);
  let everyRoute: Route[] | undefined;
  let passageRoutes: Route[] | undefined;
  for (const route of said) {
    for (const { from, to } of noted) {
      if (!same(route.from, to) || !same(route.to, from) || same(route.from, from) || same(route.to, to))
        continue;
      everyRoute ??= routesOf(noteText);
      // (the passage's own, or of the thing the answer names: a route alone is the passage's)
      const own = (n: Route) => route.mover.some((t) => n.mover.some((m) => m.lemma === t.lemma));
      const told = (n: Route) => same(route.from, n.from) && same(route.to, n.to);
      passageRoutes ??= routesOf(passage);
      if (passageRoutes.some(told) || everyRoute.some((n) => told(n) && own(n))) continue;
      const words = (list: Token[]) => list.map((t) => t.word).join(" ");
      return route.change
        ? `your answer turns “${words(route.from)}” into “${words(route.to)}”, your notes “${words(from)}” into “${words(to)}”`
        : `your answer has it go from “${words(route.from)}” to “${words(route.to)}”, your notes from “${words(from)}” to “${words(to)}”`;
    }
  }
  return undefined;
}

/**
 * The pairs (i, j) of the longest run of `same[i][j]` in order, both indexes rising (a longest
 * common subsequence of two word lists, `same` saying which words meet).
 */
function inOrder(same: boolean[][], m: number): [number, number][] {
  const n = same.length;
  const longest = new Int32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => longest[i * (m + 1) + j] ?? 0;
  const meets = (i: number, j: number) => same[i]?.[j] === true;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      longest[i * (m + 1) + j] = meets(i, j) ? 1 + at(i + 1, j + 1) : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (meets(i, j) && at(i, j) === 1 + at(i + 1, j + 1)) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/** The kinds of word a crossed term may be, read alike ("President" and "Supreme Court" are names of one kind). */
const TERM_KINDS: ReadonlyMap<string, string> = new Map([
  ["NOUN", "noun"],
  ["PROPN", "noun"],
  ["ADJ", "adjective"],
]);
/** Words that end a statement's run of words: what follows is a claim of its own ("…, and it only works …"). */
const RUN_BREAKS = new Set(["PRON", "CCONJ", "SCONJ"]);
/** How many content words of the answer, at most, are read against a clause (a long answer costs time). */
const MOST_TERM_WORDS = 120;

/**
 * A term of the notes the answer puts where the sentence it gives names another: "The judicial
 * branch is led by the President" for "The judicial branch, headed by the Supreme Court, …",
 * "opened and closed by mesophyll cells" for "by guard cells", "At a conservative boundary two
 * plates move apart" for "At a constructive (divergent) boundary …". The answer gives a clause's
 * other content words in their order around it (three or more, and most of the clause), and in the
 * one place where the clause has a word or two of a kind (a noun, a name, an adjective) the answer
 * never says, it has one of the same kind, related to them in no way WordNet knows, said by the
 * notes elsewhere: a term of theirs crossed, not a word of the student's own ("led by Biden"). Read in one run
 * with the words beside it ("hypotenuse, and it only works …" puts no term in "only works"). What
 * the answer says, what the notes say, and the sentence; undefined when none.
 */
export function wrongTerm(
  sentences: Iterable<string>,
  noteSentences: readonly string[],
  answer: Token[],
  said: Matcher,
  notes: Matcher,
  wordnet: WordNet,
): { said: string; noted: string; sentence: string } | undefined {
  const content = answer.flatMap((t, at) => (isContent(t) ? [{ t, at }] : [])).slice(0, MOST_TERM_WORDS);
  if (content.length < 4) return undefined;
  for (const sentence of sentences) {
    for (const clause of sentence.split(/;\s+|,\s+(?:while|whereas)\s+/)) {
      const own = tokens(clause).filter(isContent);
      if (own.length < 4) continue;
      const matchers = own.map((t) => new Matcher([t], wordnet));
      // The longest run of the clause's words the answer gives in their order.
      const pairs = inOrder(
        content.map(({ t }) => matchers.map((matcher) => matcher.says(t))),
        own.length,
      );
      const n = content.length;
      const m = own.length;
      if (pairs.length < 3 || pairs.length < 0.6 * m) continue;
      const crossed: { said: Token; noted: Token[] }[] = [];
      const ends: [number, number][] = [[-1, -1], ...pairs, [n, m]];
      for (let k = 0; k + 1 < ends.length; k++) {
        const [i0, j0] = ends[k] as [number, number];
        const [i1, j1] = ends[k + 1] as [number, number];
        if (i1 - i0 !== 2 || j1 - j0 < 2 || j1 - j0 > 3) continue;
        const { t: term, at } = content[i0 + 1] as { t: Token; at: number };
        const noted = own.slice(j0 + 1, j1);
        const kind = TERM_KINDS.get(term.pos);
        if (!kind || !noted.every((t) => TERM_KINDS.get(t.pos) === kind)) continue;
        // (with the clause's own matchers, made once a clause)
        const notedMatchers = matchers.slice(j0 + 1, j1);
        if (noted.some((t) => said.says(t)) || notedMatchers.some((m) => m.strength(term) > 0)) continue;
        // (nor the notes' word shortened: "opp. cost" for "opportunity cost"; not a word of its own,
        // "moment" for "momentum")
        const word = term.word.toLowerCase();
        const shortened = (t: Token) =>
          t.word.length >= 3 && word.startsWith(t.word.toLowerCase()) && !wordnet.knows(t.word.toLowerCase());
        if (noted.some(shortened)) continue;
        if (matchers.some((m) => m.says(term))) continue;
        if (!notes.says(term)) continue;
        // (a term of a thing of the same kind: the notes say it in a sentence that shares another
        // word with the clause, "The executive branch, led by the President" beside "The judicial
        // branch, headed by the Supreme Court"; not another name of the same thing, "real GDP" for
        // "real output", "Mitochondria release energy" for "respiration takes place in mitochondria")
        const kin = noteSentences.some((other) => {
          if (other === sentence || !other.toLowerCase().includes(term.word.slice(0, 4))) return false;
          const words = tokens(other).filter(isContent);
          return (
            words.some((t) => t.lemma === term.lemma || t.word === term.word) &&
            words.some(
              (t) =>
                t.lemma !== term.lemma &&
                !noted.some((n) => n.lemma === t.lemma) &&
                own.some((o) => o.lemma === t.lemma),
            )
          );
        });
        if (!kin) continue;
        // (in one run with a word given beside it)
        const before = i0 >= 0 ? content[i0]?.at : undefined;
        const after = i1 < n ? content[i1]?.at : undefined;
        const runs = (from: number, to: number) =>
          !answer.slice(from + 1, to).some((t) => RUN_BREAKS.has(t.pos) || RELATIVES.has(t.lemma));
        if ((before === undefined || !runs(before, at)) && (after === undefined || !runs(at, after)))
          continue;
        crossed.push({ said: term, noted });
      }
      const [one, ...more] = crossed;
      if (one && more.length === 0)
        return { said: one.said.word, noted: one.noted.map((t) => t.word).join(" "), sentence };
    }
  }
  return undefined;
}

/**
 * Where notes name a thing only to deny it beside what holds instead: "A, not B", "A (not B)", "A
 * rather than B", "A instead of B". Not "A, not only B" and the like, which add B.
 */
const RULED_OUT =
  /[,(–—]\s*(?:but\s+)?not\s+(?!(?:only|just|merely|simply|solely|exclusively|necessarily|always|least|even|quite|exactly|all|enough|many|much|more|every|too|very)\b)|\s(?:rather\s+than|instead\s+of)\s+/gi;
/** Words that turn an answer's naming of a thing into a denial of it: "not", "rather than", "instead of", "unlike". */
const DENYING_BEFORE = new Set([...NEGATIONS, "than", "instead", "unlike"]);
/** Words that say a thing is left as it was: "the covalent bonds stay intact". */
const UNCHANGED = new Set([
  "intact",
  "unbroken",
  "unchanged",
  "unaffected",
  "untouched",
  "whole",
  "survive",
  "hold",
  "alone",
  "rarely",
  "seldom",
  "hardly",
  "barely",
]);
/**
 * An answer's sentence that tells of the thing ruled out as a mistake, a belief or a case apart:
 * "many students think ...", "... but that is wrong", "breaking them would need far more energy".
 */
const TOLD_APART =
  /\b(?:wrong(?:ly)?|misconceptions?|misunderstand(?:ing|s)?|myths?|mistake[ns]?|mistakenly|errors?|incorrect(?:ly)?|false|untrue|confuse[sd]?|assumes?|assumed|claims?|claimed|think|thinks|thought|believes?|believed|used\s+to|would|dangerous|unsafe)\b/i;
/** Parts of speech of the words that name a thing ("the intermolecular forces", "price maker"). */
const NAMING = new Set(["NOUN", "PROPN", "ADJ"]);
/** Verbs that say what a thing is: "it is a price taker", "acts as". */
const BEING = new Set(["be", "become", "act", "remain", "behave", "count"]);

/** What notes rule out, beside what holds instead (`ruledOutIn`). */
interface RuledOut {
  /** The notes' sentence, as the grader reads it. */
  sentence: string;
  /** What holds instead ("intermolecular forces"), and what is ruled out ("covalent bonds"). */
  instead: Token[];
  denied: Token[];
  /** The lemmas of what is ruled out that the sentence does not say before it ("taker" of "price taker"). */
  own: string[];
  /** The other words of content the sentence says before it, and the verb there and what it acts on. */
  context: Token[];
  verb: string | undefined;
  thing: string | undefined;
  /** The words of the notes that name it elsewhere: their other sentences, and this one after it. */
  naming: Set<string>[];
  /** It is a name of two words the notes use only there: said by "is a ..." it needs no more words of theirs. */
  onlyHere: boolean;
}

/** Pairs read in a note at most, and places where one might be: a note writes a few. */
const MOST_RULED_OUT = 24;
const MOST_MARKERS = 64;

const ruledOutRead = keptLately<RuledOut[]>(16);

/** The first thing named within a few words after the word at `index`: "mass" of "gets most of its mass". */
function thingAfter(list: Token[], index: number): string | undefined {
  return list.slice(index + 1, index + 6).find((t) => t.pos === "NOUN" && isContent(t))?.lemma;
}

/** The pairs of a note's sentences: "A, not B", "A (not B)", "A rather than B", "A instead of B". */
function ruledOutIn(sentences: string[]): RuledOut[] {
  return ruledOutRead(sentences.join("\n"), () => {
    const lemmasOf = (list: Token[]) => new Set(list.map((t) => t.lemma));
    const read = sentences.map((sentence) => ({ sentence, text: normalizeText(sentence) }));
    // (each sentence's words of content, read when a pair is found)
    let contents: Set<string>[] | undefined;
    const found: RuledOut[] = [];
    let markers = 0;
    for (const [k, { sentence, text }] of read.entries()) {
      for (const match of text.matchAll(RULED_OUT)) {
        if (found.length >= MOST_RULED_OUT || ++markers > MOST_MARKERS) return found;
        const at = match.index;
        // What holds instead: the naming words just before ("the intermolecular forces").
        const said = tokens(text.slice(0, at));
        const before = tokens(text.slice(0, at).split(/[;:(]/).pop() ?? "");
        let from = before.length;
        while (from > 0 && NAMING.has(before[from - 1]?.pos ?? "") && isContent(before[from - 1] as Token))
          from--;
        const instead = before.slice(from);
        // What is ruled out: the first words of content after, to the end of its phrase; a thing
        // named, not a doing ("rather than killing him himself").
        const rest = text.slice(at + match[0].length).replace(/^\s*(?:because(?:\s+of)?|due\s+to)\s+/i, "");
        const phrase = rest.split(/[,;:.!?()]|\b(?:and|but|so|because|which)\b/)[0] ?? "";
        const denied = tokens(phrase).filter(isContent).slice(0, 3);
        const saidBefore = lemmasOf(said);
        const own = [
          ...new Set(
            denied.filter((t) => !saidBefore.has(t.lemma) && t.lemma.length >= 3).map((t) => t.lemma),
          ),
        ];
        if (instead.length === 0 || own.length === 0 || !NAMING.has(denied[0]?.pos ?? "")) continue;
        const insteadLemmas = lemmasOf(instead);
        const deniedLemmas = lemmasOf(denied);
        contents ??= read.map((r) => lemmasOf(tokens(r.text).filter(isContent)));
        // The notes' other sentences that name it ("binding" of "Ratio decidendi ... binding on
        // lower courts" beside "Obiter dicta ... only persuasive, not binding"), and what this one
        // says after it ("(that was Stamford Bridge)").
        const after = lemmasOf(tokens(rest.slice(phrase.length)).filter(isContent));
        const naming = [
          ...contents.filter((lemmas, i) => i !== k && own.every((o) => lemmas.has(o))),
          ...(after.size > 0 ? [after] : []),
        ];
        // Two of the sentence's other words said with it; for a name of two words the notes use
        // nowhere else, none, when the answer says what something is by it ("it is a price taker").
        const elsewhere = contents.some((lemmas, i) => i !== k && denied.every((t) => lemmas.has(t.lemma)));
        const verbAt = said.findLastIndex((t) => t.pos === "VERB" || t.pos === "AUX");
        found.push({
          sentence,
          instead,
          denied,
          own,
          context: said.filter(
            (t) => isContent(t) && !insteadLemmas.has(t.lemma) && !deniedLemmas.has(t.lemma),
          ),
          verb: said[verbAt]?.lemma,
          thing: verbAt >= 0 ? thingAfter(said, verbAt) : undefined,
          naming,
          onlyHere: denied.length >= 2 && !elsewhere,
        });
      }
    }
    return found;
  });
}

/**
 * An answer that says what the notes rule out in so many words: "when water boils the covalent
 * bonds are broken" against "when you boil water you break the intermolecular forces, NOT the
 * covalent bonds"; "the monopolist is a price taker" against "(price maker, not price taker)".
 * Notes write such a pair where students go wrong. The answer's clause names what is ruled out,
 * denies nothing there, does not tell of it as a mistake or a belief, names nothing of what holds
 * instead, and says it of the same thing: two of the other words the notes' sentence says before
 * it ("boil", "water"), and not of another thing by the notes' verb ("Plants get minerals from the
 * soil"), nor as the notes name it elsewhere. Sets `where.sentence`.
 */
export function ruledOut(
  sentences: string[],
  answer: string,
  where: { sentence?: string },
): string | undefined {
  const pairs = ruledOutIn(sentences);
  if (pairs.length === 0) return undefined;
  // (a word's stem, worked out once a grading: an answer of many clauses meets the same words)
  const stems = new Map<string, string>();
  const formOf = (lemma: string) => {
    if (lemma.length < 4) return lemma;
    let form = stems.get(lemma);
    if (form === undefined) stems.set(lemma, (form = stem(lemma)));
    return form;
  };
  /** One word in two forms: "melts" and "melted", "bonds" and "bond". */
  const same = (lemma: string, t: Token) =>
    lemma === t.lemma || (lemma.length >= 4 && t.lemma.length >= 4 && formOf(lemma) === formOf(t.lemma));
  // An answer of one clause only: one that goes on to tell of another thing ("Muscle cells produce
  // lactic acid; yeast cells produce ethanol", "RAM is volatile. A hard disk is permanent storage")
  // may say the thing ruled out truly of that, and a question asks it.
  if (answer.includes("?")) return undefined;
  const text = normalizeText(answer);
  const clauses = text
    .split(/[.!?;:]|\b(?:but|whereas|while|although|though|however)\b/i)
    .filter((clause) => tokens(clause).length > 0);
  if (clauses.length !== 1 || TOLD_APART.test(text)) return undefined;
  // Each word with the piece of the clause between commas it stands in.
  const pieces = (clauses[0] ?? "").split(",").map((piece) => tokens(piece));
  const list = pieces.flat();
  const pieceOf = pieces.flatMap((words, k) => words.map(() => k));
  // (a clause that denies anything, or says a thing stays as it was: "the covalent bonds are not
  // broken", "stay intact")
  if (list.some((t) => NEGATIONS.has(t.lemma) || UNCHANGED.has(t.lemma))) return undefined;
  const lemmas = new Set(list.map((t) => t.lemma));
  const forms = new Set(list.filter((t) => t.lemma.length >= 4).map((t) => formOf(t.lemma)));
  const says = (lemma: string) => lemmas.has(lemma) || (lemma.length >= 4 && forms.has(formOf(lemma)));
  for (const pair of pairs) {
    const { instead, denied, own, context, naming, onlyHere } = pair;
    const deniedLemmas = new Set(denied.map((t) => t.lemma));
    const contextLemmas = new Set(context.map((t) => t.lemma));
    if (own.filter((o) => says(o)).length < Math.min(own.length, 2)) continue;
    const first = list.findIndex((t) => own.some((o) => same(o, t)));
    if (first < 0) continue;
    const piece = list.filter((_, i) => pieceOf[i] === pieceOf[first]);
    // (denied just before it: "rather than", "unlike")
    if (list.slice(Math.max(0, first - 4), first).some((t) => DENYING_BEFORE.has(t.lemma))) continue;
    // (what holds instead, by its own words: "price maker" and "price taker" share "price")
    const namesInstead = instead.some((t) => !deniedLemmas.has(t.lemma) && says(t.lemma));
    if (namesInstead) continue;
    let start = first;
    while (start > 0 && deniedLemmas.has(list[start - 1]?.lemma ?? "")) start--;
    // (two of the notes' other words said with it; or said of what something is, by a name the
    // notes use only there: "it is a price taker")
    const shared = new Set(context.filter((c) => says(c.lemma)).map((c) => c.lemma));
    const isOne = onlyHere && BEING.has(verbBefore(list, start) ?? "");
    // (one of them in its own piece of the clause: not "It identifies the device, so several users
    // of one computer share it")
    const inPiece = context.some((c) => piece.some((t) => same(c.lemma, t)));
    if ((shared.size < 2 || !inPiece) && !isOne) continue;
    // (the notes' verb said of another thing: "Plants get minerals from the soil" for "A plant
    // gets most of its mass from carbon dioxide in the air, not from the soil")
    const verbAt = pair.verb === undefined ? -1 : list.findIndex((t) => t.lemma === pair.verb);
    const thing = verbAt >= 0 ? thingAfter(list, verbAt) : undefined;
    if (pair.thing && thing && thing !== pair.thing && !deniedLemmas.has(thing)) continue;
    // (said as the notes name it elsewhere: "ratio decidendi is the legal reasoning behind the
    // judgement and is binding", the words up to the comma)
    const near = (words: Set<string>) =>
      new Set(
        piece
          .filter((t) => isContent(t) && !deniedLemmas.has(t.lemma) && words.has(t.lemma))
          .map((t) => t.lemma),
      ).size;
    const here = near(contextLemmas);
    if (naming.some((words) => near(words) > 0 && near(words) >= here)) continue;
    where.sentence = pair.sentence;
    // (as the notes write it: "CPI", "Pudding Lane")
    const name = (words: Token[]) =>
      new RegExp(`\\b${words.map((t) => escapeRegExp(t.word)).join("[\\W_]+")}\\b`, "i").exec(
        pair.sentence,
      )?.[0] ?? words.map((t) => t.written ?? t.word).join(" ");
    return `your notes say “${name(instead)}”, not “${name(denied)}”`;
  }
  return undefined;
}

/** The verb nearest before the word at `index` ("is" of "it is a price taker"), by its lemma. */
function verbBefore(list: Token[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const t = list[i];
    if (t?.pos === "VERB" || t?.pos === "AUX") return t.lemma;
  }
  return undefined;
}
