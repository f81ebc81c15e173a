import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { COURSE_PAGE } from "@study-well/shared";
import type { ChatTurn, QuizContentItem } from "../capabilities";
import { underLoad } from "../test-support/load-meter";
import { NOTHING_TO_ASK, OfflineTutorEngine, QUESTION_GONE, QUIZ_OVER } from "./offline-tutor.engine";
import { keyPhrases } from "./key-phrases";
import { gradeAnswer } from "./grading/grader";
import { sharedWordNet } from "./grading/wordnet";
import { planQuestions, spelledBeside } from "./quiz-plan";
import { TextWorker } from "./text-worker";
import { withoutFullStop } from "./tutor";

const content = JSON.parse(
  readFileSync(new URL("./fixtures/quiz-content.json", import.meta.url), "utf8"),
) as QuizContentItem[];

const tutor = new OfflineTutorEngine();
const selected = content.filter((item) => item.topic === "Cell Division");
const unselected = content.filter((item) => item.topic !== "Cell Division");

/** Plays a whole quiz; `answer` writes the student's reply to each tutor turn. */
async function playQuiz(items: QuizContentItem[], answer: (tutorTurn: string) => string) {
  const history: ChatTurn[] = [];
  let reply = await tutor.tutorTurn({ content: items, history, message: "Start the quiz", isInitial: true });
  history.push({ role: "user", content: "Start the quiz" }, { role: "assistant", content: reply.text });
  for (let turn = 0; !reply.done && turn < 20; turn++) {
    const message = answer(reply.text);
    reply = await tutor.tutorTurn({ content: items, history, message });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.text });
  }
  return { history, last: reply };
}

/** One answer to one question: the tutor's reply in the chat, and the item's score and reason in the report. */
async function answerOnce(item: QuizContentItem, question: string | undefined, answer: string) {
  const asked: ChatTurn = { role: "assistant", content: `Question 1 of 5: ${question ?? ""}` };
  const turn = await tutor.tutorTurn({ content: [item], history: [asked], message: answer });
  const report = await tutor.assess({
    content: [item],
    messages: [asked, { role: "user", content: answer }],
  });
  const graded = report.contentScores[item.id];
  return { chat: turn.text, score: graded?.score, reason: graded?.reason };
}

/** A short note with a fill-in question on its light reactions. */
const chloroplasts: QuizContentItem = {
  id: "chloroplasts",
  title: "Chloroplasts",
  topic: "Plant Biology",
  text: [
    "Chloroplasts are organelles in plant cells where photosynthesis happens.",
    "They contain chlorophyll, a green pigment that absorbs light.",
    "Inside each chloroplast, stacks of thylakoids hold the pigments.",
    "The light reactions split water and pump protons into the thylakoid space.",
  ].join(" "),
};

const questionsIn = (history: ChatTurn[]) =>
  history
    .filter((turn) => turn.role === "assistant")
    .flatMap((turn) => turn.content.split("\n").filter((line) => /^Question \d+ of \d+: /.test(line)))
    .map((line) => line.replace(/^Question \d+ of \d+: /, ""));

describe("offline tutor", () => {
  it("asks one question at a time, only about the selected content, never twice, and ends after five", async () => {
    const { history, last } = await playQuiz(selected, () => "I am not sure.");
    const questions = questionsIn(history);
    expect(questions).toHaveLength(5);
    expect(new Set(questions).size).toBe(5);
    expect(last.done).toBe(true);
    expect(last.text).toContain(QUIZ_OVER);
    // The quiz window says how to get the report, under the chat: the tutor does not say it again.
    expect(last.text).not.toMatch(/close|report/i);
    for (const turn of history.filter((t) => t.role === "assistant")) {
      expect(turn.content.match(/^Question \d+ of 5: /gm)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    // Nothing from the notes that were not selected.
    const plan = planQuestions(content, 100);
    const foreign = plan.filter((q) => unselected.some((item) => item.id === q.contentId));
    for (const question of questions) {
      expect(foreign.map((q) => q.prompt)).not.toContain(question);
      expect(question).not.toMatch(/chloroplast|stomata|photosynthesis|transpiration/i);
    }
    expect(questions.join(" ")).toMatch(
      /mitosis|meiosis|chromosome|cell|gamete|division|nucle|spindle|genetic/i,
    );
    // Kinds of question the issue asks for.
    expect(questions.some((q) => q.startsWith("What is "))).toBe(true);
    expect(questions.some((q) => q.startsWith("Fill in the blank: "))).toBe(true);
    expect(questions.some((q) => q.startsWith("In your own words"))).toBe(true);
  });

  it("gives feedback quoting the passage each question came from", async () => {
    const first = await tutor.tutorTurn({
      content: selected,
      history: [],
      message: "Start",
      isInitial: true,
    });
    expect(first.text).toMatch(/Let's see what you remember about "Mitosis" and "Meiosis"\./);
    expect(first.text).toContain("Question 1 of 5: What is mitosis?");
    const history: ChatTurn[] = [
      { role: "user", content: "Start" },
      { role: "assistant", content: first.text },
    ];
    const right = await tutor.tutorTurn({
      content: selected,
      history,
      message: "It is when a cell nucleus divides into two identical nuclei.",
    });
    expect(right.text).toMatch(/^Well done, that's right\./);
    expect(right.text).toContain(
      'From your notes on "Mitosis": “Mitosis is the division of one cell nucleus into two identical nuclei.”',
    );
    expect(right.text).toContain("Question 2 of 5: What is meiosis?");
    const wrong = await tutor.tutorTurn({ content: selected, history, message: "No idea." });
    expect(wrong.text).toMatch(/^That's fine to say: it shows what to go over\./);
    const reversed = await tutor.tutorTurn({
      content: selected,
      history,
      message: "It is when one cell nucleus divides into two nuclei that are not identical.",
    });
    expect(reversed.text).toMatch(/^That is the opposite of what your notes say/);
    expect(wrong.done).toBe(false);
  });

  it("accepts an explanation that recalls any of the notes' points about the subject, and quotes that one", async () => {
    const notes: QuizContentItem[] = [
      {
        id: "p",
        title: "Photosynthesis notes",
        topic: "Biology",
        text: readFileSync(new URL("./fixtures/photosynthesis.txt", import.meta.url), "utf8"),
      },
    ];
    const explain = planQuestions(notes, 10).find((q) => q.kind === "explain");
    expect(explain?.prompt).toBe('In your own words, explain what your notes on "Photosynthesis notes" say.');
    const history: ChatTurn[] = [{ role: "assistant", content: `Question 3 of 5: ${explain?.prompt ?? ""}` }];
    const reply = await tutor.tutorTurn({
      content: notes,
      history,
      message: "How fast it goes depends on light intensity, carbon dioxide and temperature.",
    });
    expect(reply.text).toMatch(/^Well done, that's right\./);
    expect(reply.text).toContain(
      "“The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature.”",
    );
  });

  it("asks what the notes say about their subject, whatever kind of word names it", () => {
    const text = [
      "Children learn language in stages.",
      "At first children babble, making sounds such as ba-ba.",
      "By about eighteen months most children use single words to name things.",
      "Later children overgeneralise rules, saying goed instead of went.",
    ].join(" ");
    const [explain] = planQuestions([{ id: "c", title: "Language acquisition", topic: "English", text }], 10)
      .filter((q) => q.kind === "explain")
      .slice(-1);
    expect(explain?.prompt).toBe(
      'In your own words, explain what your notes on "Language acquisition" say about children.',
    );
  });

  it("carries on a quiz a language model began, with no second greeting", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "Start" },
      { role: "assistant", content: "Hi! Let's review cell division. What happens during mitosis?" },
    ];
    const reply = await tutor.tutorTurn({
      content: selected,
      history,
      message: "The chromosomes are copied and split into two nuclei.",
    });
    expect(reply.done).toBe(false);
    expect(reply.text).toMatch(/^Your answer is noted and counts in your report\./);
    expect(reply.text).toMatch(/^Question 1 of \d+: /m);
    expect(reply.text).not.toContain("Let's see what you remember");
  });

  it("blanks no word that points back or counts, which asks for the notes' choice of word (QA)", () => {
    const text =
      "The Calvin cycle takes place in the stroma. The enzyme rubisco fixes carbon dioxide by attaching it to ribulose bisphosphate, a five-carbon sugar. The product splits into two molecules of 3-phosphoglycerate.";
    const blanks = planQuestions([{ id: "k", title: "The Calvin cycle", topic: "Biology", text }], 20)
      .filter((q) => q.kind === "blank")
      .map((q) => q.expected.toLowerCase());
    expect(blanks).not.toContain("product");
    expect(blanks).not.toContain("molecules");
    expect(blanks).toContain("carbon dioxide");
  });

  it("asks a recording to be explained, never to fill in a blank in what the recogniser heard (QA M1)", () => {
    const text =
      "The Calvin cycle takes place in the stroma. The enzyme rubisco fixes carbon dioxide by attaching it to ribulose bisphosphate, a five-carbon sugar. The product splits into two molecules of 3-phosphoglycerate.";
    const item = { id: "k", title: "The Calvin cycle", topic: "Biology", text };
    expect(planQuestions([item], 20).some((q) => q.kind === "blank")).toBe(true);
    const heard = planQuestions([{ ...item, id: "r", type: "audio" }], 20);
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.filter((q) => q.kind === "blank")).toEqual([]);
    expect(heard.some((q) => q.kind === "explain")).toBe(true);
  });

  it("names the subject with the article the notes give it", () => {
    const text = [
      "The rate of photosynthesis depends on light intensity.",
      "The rate rises as light gets brighter, until another factor limits it.",
      "Temperature also changes the rate, because enzymes work faster when warm.",
      "Above about 45 degrees the rate falls as enzymes are denatured.",
    ].join(" ");
    const explain = planQuestions([{ id: "r", title: "Photosynthesis", topic: "Biology", text }], 10).find(
      (q) => q.kind === "explain",
    );
    expect(explain?.prompt).toBe(
      'In your own words, explain what your notes on "Photosynthesis" say about the rate.',
    );
    // A thing the notes count, as more than one where they write its plural (QA: "say about bulb").
    const bulbs = [
      "In a parallel circuit each bulb is on its own branch.",
      "If one bulb breaks, the other bulbs stay lit because each branch is a separate loop.",
      "A bulb glows when current flows through its thin filament.",
    ].join(" ");
    const explainPrompt = (title: string, text: string) =>
      planQuestions([{ id: "n", title, topic: "Physics", text }], 10).find((q) => q.kind === "explain")
        ?.prompt;
    expect(explainPrompt("Circuits", bulbs)).toBe(
      'In your own words, explain what your notes on "Circuits" say about bulbs.',
    );
    // ... not where the notes' "-s" word is a verb ("The burner heats the beaker"; review).
    const heat = [
      "Heat is a form of energy that flows from hot to cold.",
      "Heat moves through solids by conduction.",
      "The Bunsen burner heats the beaker of water quickly.",
    ].join(" ");
    expect(explainPrompt("Energy", heat)).toBe(
      'In your own words, explain what your notes on "Energy" say about heat.',
    );
  });

  it("blanks a term to know, not a word the notes say everywhere or part of a name, and says whose notes a plain definition is", () => {
    const text = [
      "The First World War began in the summer of 1914, but its causes had been building for decades.",
      "The short-term trigger was the assassination of Archduke Franz Ferdinand in Sarajevo on 28 June 1914.",
      'Germany promised Austria-Hungary unconditional support, which historians call the "blank cheque".',
      "Austria-Hungary then sent Serbia an ultimatum, and declared war on 28 July 1914.",
      "Russia began to mobilise its army to support Serbia, and Germany declared war on Russia.",
      "Britain declared war on Germany on 4 August 1914 after Germany invaded Belgium.",
    ].join(" ");
    const plan = planQuestions([{ id: "w", title: "Causes of WWI", topic: "History", text }], 50);
    const blanks = plan.filter((q) => q.kind === "blank");
    expect(blanks.length).toBeGreaterThan(0);
    expect(blanks.map((q) => q.expected.toLowerCase())).not.toContain("war");
    expect(blanks.map((q) => q.expected)).not.toContain("World War");
    expect(plan.find((q) => q.kind === "definition")?.prompt).toBe(
      'In your notes on "Causes of WWI", what was the short-term trigger?',
    );
  });

  it("blanks neither an abbreviation beside the words it shortens nor those words beside it, nor a word of counting, nor a verb", () => {
    const text = [
      "Inflation is a sustained rise in the general price level.",
      "It is measured by the Consumer Prices Index (CPI), which tracks the price of a basket of goods.",
      "The Bank of England (BoE) aims to keep inflation at 2%.",
      "The Monetary Policy Committee sets the interest rate.",
      "The Monetary Policy Committee meets eight times a year.",
    ].join(" ");
    const blanks = planQuestions([{ id: "i", title: "Inflation", topic: "Economics", text }], 50).filter(
      (q) => q.kind === "blank",
    );
    // (nor what a number counts, nor a word of how often: "meets eight _____ a year")
    for (const given of ["CPI", "Consumer Prices Index", "BoE", "Bank of England", "Bank", "times", "year"])
      expect(blanks.map((q) => q.expected)).not.toContain(given);
    // (an abbreviation a few words on names nothing before those words)
    expect(spelledBeside("Bank", "The", " of England (BoE) aims")).toBe(true);
    expect(spelledBeside("interest rate", "The base rate is the", " set by the Bank of England (BoE).")).toBe(
      false,
    );
    expect(spelledBeside("CPI", "the Consumer Prices Index (", "), which")).toBe(true);
    expect(blanks.map((q) => q.prompt).join(" ")).not.toMatch(/\(_____\)|_____ \(/);
    // Nor a verb, the notes' choice of word: "(CPI), which _____ the price" asked for "tracks".
    expect(blanks.map((q) => q.expected)).not.toContain("tracks");
    expect(blanks.map((q) => q.expected)).toContain("basket");
  });

  it("spreads a quiz shorter than the selection over its topics, in turn (QA: all on the first)", () => {
    const note = (id: string, topic: string, text: string) => ({ id, title: id, topic, text });
    const content = [
      note("napoleon", "History", "Napoleon crowned himself emperor of the French in 1804."),
      note("magna", "History", "King John agreed to Magna Carta at Runnymede in 1215."),
      note("revolution", "History", "The French Revolution began with the storming of the Bastille in 1789."),
      note("nile", "Geography", "The Nile flows north through Egypt into the Mediterranean Sea."),
      note("alps", "Geography", "The Alps are the highest mountain range lying wholly in Europe."),
    ];
    const items = (count: number) => planQuestions(content, count).map((q) => q.contentId);
    expect(items(2)).toEqual(["napoleon", "nile"]);
    expect(items(4)).toEqual(["napoleon", "nile", "magna", "alps"]);
  });

  it("never asks about a question the notes hold", () => {
    const text = [
      "Telomerase adds repeats to the ends of chromosomes in germ cells and stem cells.",
      "Question for the study group: why does telomerase exist, and why do somatic cells lose telomere length with each division?",
      "DNA polymerase cannot replicate the very end of the lagging strand, so telomeres shorten.",
      "Short telomeres trigger senescence, which limits how often a somatic cell can divide.",
    ].join(" ");
    const plan = planQuestions([{ id: "t", title: "Telomeres", topic: "Biology", text }], 50);
    expect(plan.length).toBeGreaterThan(0);
    for (const question of plan) {
      expect(question.prompt).not.toMatch(/study group/);
      expect(question.passage).not.toMatch(/study group/);
    }
  });

  it("quotes the notes' whole sentence, and their words as they write them", () => {
    const note = "The First World War began in 1914, but its causes had been building for decades.";
    const grade = gradeAnswer({ note, question: "Why did the war begin?", answer: "Franz was shot" });
    expect(grade.passage).toBe(note);
    const named = gradeAnswer({
      note: "The trigger was the assassination of Archduke Franz Ferdinand in Sarajevo.",
      question: "What was the trigger?",
      answer: "the assassination of franz ferdinand in sarajevo",
    });
    expect(named.recalled).toEqual(expect.arrayContaining(["Franz", "Ferdinand", "Sarajevo"]));
  });

  it("asks a long note's later points too, so that quiz after quiz asks something new; never its headings", () => {
    // QA: a note of 25 points gave 7 questions, all from its first key phrases: the third quiz on it
    // asked the first again, and its Dreadnought, Bosnia or Alsace-Lorraine were never asked.
    const text = [
      "CAUSES OF THE FIRST WORLD WAR (1914) - MAIN",
      "Historians use the acronym MAIN for the long-term causes: Militarism, Alliances, Imperialism and Nationalism.",
      "Militarism",
      "- The great powers built up huge armies and made detailed war plans, e.g. Germany's Schlieffen Plan.",
      "- The naval race: Britain launched HMS Dreadnought in 1906 and Germany tried to match the Royal Navy.",
      "- Military leaders had great influence over governments.",
      "Alliances",
      "- Triple Alliance (1882): Germany, Austria-Hungary and Italy.",
      "- Triple Entente (1907): Britain, France and Russia.",
      "- Britain was bound by the 1839 Treaty of London to defend Belgian neutrality.",
      "Imperialism and its rivalries",
      "- The powers competed for colonies in Africa and Asia.",
      "- Moroccan Crises of 1905 and 1911: Germany challenged France over Morocco.",
      "Nationalism",
      "- Slav nationalism in the Balkans: Serbia wanted to unite the South Slavs.",
      "- Austria-Hungary annexed Bosnia in 1908, which angered Serbia and Russia.",
      "- France wanted revenge for its defeat in 1871 and to win back Alsace-Lorraine.",
      "The trigger",
      "- Archduke Franz Ferdinand was shot in Sarajevo by Gavrilo Princip, a member of the Black Hand.",
      "- Austria-Hungary, backed by Germany's blank cheque, sent Serbia an ultimatum.",
    ].join("\n");
    const item: QuizContentItem = { id: "w", title: "Causes of the First World War", topic: "History", text };
    const every = planQuestions([item], 100);
    expect(every.length).toBeGreaterThanOrEqual(12);
    const answers = every.map((q) => q.expected);
    for (const point of ["Bosnia", "Sarajevo", "Moroccan", "Dreadnought", "1839"])
      expect(every.some((q) => q.passage.includes(point))).toBe(true);
    // Quizzes of five in turn ask something new until every question has been asked.
    let askedBefore: string[] = [];
    for (let quiz = 0; askedBefore.length < every.length; quiz++) {
      const plan = planQuestions([item], 5, askedBefore);
      const again = plan.filter((q) => askedBefore.includes(q.prompt));
      expect(again).toHaveLength(Math.max(0, askedBefore.length + 5 - every.length));
      expect(plan.slice(0, 5 - again.length).filter((q) => askedBefore.includes(q.prompt))).toEqual([]);
      askedBefore = [...plan.map((q) => q.prompt).reverse(), ...askedBefore];
    }
    // A line in capitals, or a short one over a list of points, is a heading, not a point.
    for (const q of every) {
      expect(q.passage).not.toMatch(
        /^(?:CAUSES|Militarism$|Alliances$|Imperialism and|Nationalism$|The trigger$)/,
      );
    }
    // Nor is a common word far down the key phrases a blank: "Releases", "causes".
    expect(answers.filter((a) => /^\p{Ll}+$/u.test(a) && !["powers"].includes(a))).toEqual([]);
  });

  it("asks first what earlier quizzes did not, then what they asked longest ago", () => {
    const every = planQuestions(selected, 100);
    expect(every.length).toBeGreaterThan(4);
    // Most recent first: the latest quiz asked the fourth and the second question, an older one the first.
    const askedBefore = [every[3], every[1], every[0]].map((q) => q?.prompt ?? "");
    const next = planQuestions(selected, every.length, askedBefore);
    expect(new Set(next.map((q) => q.prompt))).toEqual(new Set(every.map((q) => q.prompt)));
    expect(next[0]?.prompt).not.toBe(every[0]?.prompt);
    for (const item of selected) {
      const mine = next.filter((q) => q.contentId === item.id).map((q) => askedBefore.indexOf(q.prompt));
      const asked = mine.filter((at) => at >= 0);
      // The item's questions never asked come first, then the least recently asked.
      expect(mine.slice(0, mine.length - asked.length).every((at) => at < 0)).toBe(true);
      expect(asked).toEqual([...asked].sort((a, b) => b - a));
    }
    // The same earlier questions give the same plan at every turn of a quiz.
    expect(planQuestions(selected, 5, askedBefore)).toEqual(next.slice(0, 5));
    expect(planQuestions(selected, 5, [])).toEqual(every.slice(0, 5));
  });

  it("says which of many selected notes a quiz asks about, and asks the next quiz about the others first", async () => {
    const many: QuizContentItem[] = Array.from({ length: 7 }, (_, i) => ({
      id: `note-${i + 1}`,
      title: `Week ${i + 1}`,
      topic: "Cells",
      text:
        [
          "Mitosis makes two identical daughter cells. Meiosis makes four gametes.",
          "Ribosomes build proteins from amino acids. The Golgi apparatus packages proteins.",
          "Osmosis is the movement of water across a membrane. Diffusion moves particles down a gradient.",
          "Enzymes speed up reactions. Each enzyme has an active site that fits its substrate.",
          "Photosynthesis makes glucose from carbon dioxide. Chlorophyll absorbs light energy.",
          "DNA is copied before a cell divides. Helicase unwinds the double helix.",
          "The nucleus holds the chromosomes. The nuclear envelope has pores.",
        ][i] ?? "",
    }));
    const first = await tutor.tutorTurn({ content: many, history: [], message: "Start", isInitial: true });
    expect(first.text).toContain(
      `Let's see what you remember about "Week 1", "Week 2", "Week 3", "Week 4" and "Week 5". I'll ask 5 questions, one at a time, on 5 of the 7 notes you selected.`,
    );
    // The questions that quiz asked: the next one starts with the two notes it left out.
    const asked = planQuestions(many, 5).map((q) => q.prompt);
    expect(
      planQuestions(many, 5, asked.toReversed())
        .map((q) => q.contentId)
        .slice(0, 2),
    ).toEqual(["note-6", "note-7"]);
    const next = await tutor.tutorTurn({
      content: many,
      history: [],
      message: "Start",
      isInitial: true,
      askedBefore: asked.toReversed(),
    });
    expect(next.text).toMatch(/^Let's see what you remember about "Week 6", "Week 7", /);
    // All selected and asked about: no count.
    expect(
      (await tutor.tutorTurn({ content: selected, history: [], message: "Start", isInitial: true })).text,
    ).toContain("I'll ask 5 questions, one at a time. ");
    // One question is not asked "one at a time".
    const short: QuizContentItem = {
      id: "short",
      title: "Osmosis",
      topic: "Cells",
      text: "Osmosis moves water across a membrane.",
    };
    const one = await tutor.tutorTurn({ content: [short], history: [], message: "Start", isInitial: true });
    expect(one.text).toMatch(/I'll ask one question\. Answer in your own words/);
  });

  it("plans an item's questions once, and each plan is the caller's own", () => {
    const first = planQuestions(selected, 4);
    first.length = 0;
    const again = planQuestions(selected, 4);
    expect(again).toHaveLength(4);
    expect(again).toEqual(planQuestions(selected, 4));
    // Another note under the same id is planned anew.
    const [one] = selected;
    if (!one) throw new Error("the fixture has no Cell Division item");
    const edited = {
      ...one,
      text: "Mitosis makes two identical daughter cells. Meiosis makes four gametes.",
    };
    expect(planQuestions([edited], 10).every((q) => edited.text.includes(q.passage))).toBe(true);
  });

  it("gets ready in the text thread when asked, as work of its own that waits behind others' (the Assessment tab opens)", async () => {
    const worker = new TextWorker();
    const run = vi.spyOn(worker, "run");
    const engine = new OfflineTutorEngine(undefined, worker);
    try {
      // Twice: the second finds it ready. Each grades a quiz of one line in the thread, or fails.
      await engine.warmUp({ owner: "u1", priority: "background" });
      await engine.warmUp({ owner: "u1", priority: "background" });
      expect(run.mock.calls).toEqual([
        ["warmUp", undefined, { owner: "u1", priority: "background" }],
        ["warmUp", undefined, { owner: "u1", priority: "background" }],
      ]);
    } finally {
      await worker.close();
    }
  });

  it("keeps the plans of a quiz on many notes from one turn to the next, however many it is on", () => {
    const many: QuizContentItem[] = Array.from({ length: 120 }, (_, n) => ({
      id: `many-${n}`,
      title: `Reading ${n}`,
      topic: "Survey",
      text: `Survey note ${n} says that the mitochondrion releases energy from glucose. Ribosomes in note ${n} join amino acids into proteins.`,
    }));
    const first = planQuestions(many, Number.MAX_SAFE_INTEGER);
    const next = planQuestions(many, Number.MAX_SAFE_INTEGER);
    expect(next.length).toBe(first.length);
    expect(new Set(first.map((q) => q.contentId)).size).toBe(120);
    // The same questions, not planned again: each one is the one planned before.
    expect(next.every((q, i) => q === first[i])).toBe(true);
  });

  it("reads notes written one point per line: no bullets, headings or broken abbreviations in its questions", () => {
    const notes: QuizContentItem = {
      id: "t",
      title: "Titration",
      topic: "Chemistry",
      text: [
        "Neutralisation and titration",
        "- Titration = finding the exact vol. of acid needed to neutralise a known vol. of alkali.",
        "Method:",
        "1. Pipette 25 cm3 of alkali into a conical flask and add a few drops of indicator (phenolphthalein).",
        "2. Fill the burette with acid and record the start reading.",
        "3. Stop when the indicator just changes colour, at the end point.",
        "- Told it was exact, the class repeated it until the results were concordant.",
        "- Concordant results agree within 0.10 cm3, and the mean titre is used.",
      ].join("\n"),
    };
    const plan = planQuestions([notes], 20);
    const passages = plan.flatMap((q) => [q.passage, ...(q.alternatives ?? [])]);
    // Each passage is a point of the notes as written, less its bullet or number.
    expect(
      passages.some((p) => p.includes("exact vol. of acid needed to neutralise a known vol. of alkali")),
    ).toBe(true);
    for (const q of plan) {
      expect(q.prompt).not.toMatch(/"(?:-|\d\.)\s/);
      expect(q.passage).not.toBe("Neutralisation and titration");
      expect(q.passage).not.toMatch(/^(?:of|alkali\.)/);
    }
    // "Told it was exact" defines nothing.
    expect(plan.some((q) => q.kind === "definition" && /told/i.test(q.prompt))).toBe(false);
  });

  it("quotes a point read on after an abbreviation in the note's own spacing", () => {
    const notes: QuizContentItem = {
      id: "c",
      title: "Translators",
      topic: "Computing",
      text: [
        "- A compiler translates the whole program into a machine-code file (.exe) before it runs.",
        "- An interpreter translates and runs one line at a time, e.g. Python.",
      ].join("\n"),
    };
    const plan = planQuestions([notes], 10);
    const passages = plan.flatMap((q) => [q.passage, ...(q.alternatives ?? [])]);
    expect(passages).toContain(
      "A compiler translates the whole program into a machine-code file (.exe) before it runs.",
    );
    for (const passage of passages) expect(notes.text).toContain(passage);
  });

  it("asks as a teacher would: named terms, a two-part question, no blank given away, no sentence twice", () => {
    const notes: QuizContentItem = {
      id: "w",
      title: "The water cycle",
      topic: "Geography",
      text: "The Sun heats water in oceans and lakes, and it evaporates to form vapour. Plants lose water from their leaves, which is called transpiration. As moist air rises it cools, and the vapour condenses into tiny droplets that form clouds. Rain soaks into the ground, which is called infiltration. About 97% of the water on Earth is salt water in the oceans.",
    };
    const plan = planQuestions([notes], 10);
    expect(plan.map((q) => q.prompt)).toContain(
      "What is meant by transpiration, and what is meant by infiltration?",
    );
    const sentences = plan.flatMap((q) => (q.kind === "blank" ? [q.passage] : []));
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const q of plan.filter((q) => q.kind === "blank")) {
      // The blank is not a word of the title, nor one the sentence says again.
      expect(q.expected.toLowerCase()).not.toMatch(/water|cycle/);
      const rest = q.prompt.toLowerCase().split(/[^a-z]+/);
      expect(rest).not.toContain(q.expected.toLowerCase());
    }
    // A named term ends before the small word after it: "called _____ the underside" asked for
    // "stomata on".
    const leaves = planQuestions(
      content.filter((item) => item.id === "c-transpiration"),
      10,
    );
    const pores = leaves.find((q) => q.passage.startsWith("Water leaves through tiny pores"));
    expect(pores).toMatchObject({
      prompt:
        'Fill in the blank: "Water leaves through tiny pores called _____ on the underside of the leaf."',
      expected: "stomata",
    });
  });

  it("asks why, of what the notes give the cause of, and grades the cause as the answer (QA: 25 questions and no why)", async () => {
    const respiration: QuizContentItem = {
      id: "resp",
      title: "Respiration",
      topic: "Biology",
      text: [
        "Respiration releases energy from glucose in every living cell. It is not the same as breathing.",
        "Aerobic respiration uses oxygen: glucose + oxygen -> carbon dioxide + water. It takes place mostly in the mitochondria and releases a lot of energy.",
        "In muscles, anaerobic respiration makes lactic acid. It releases much less energy than aerobic respiration.",
        "Lactic acid builds up in the muscles, so they get tired and ache.",
        "After exercise you keep breathing hard because the lactic acid must be broken down with oxygen.",
        "Nationalism: Serbia wanted to unite the Slavs, so Austria-Hungary saw Serbia as a threat.",
        "Regular exercise makes the heart stronger, so the resting heart rate falls.",
        "By 1789 the French government was close to bankruptcy, partly because of the cost of wars.",
      ].join("\n"),
    };
    const plan = planQuestions([respiration], 20);
    const whys = plan.filter((q) => q.prompt.startsWith("Explain why"));
    // "A because B" and "A, so B" ask why of what is caused, a label and "partly" left out; the
    // cause is what a full answer gives.
    expect(whys.map((q) => [q.prompt, q.expected])).toEqual(
      expect.arrayContaining([
        [
          "Explain why after exercise you keep breathing hard.",
          "the lactic acid must be broken down with oxygen",
        ],
        ["Explain why the resting heart rate falls.", "Regular exercise makes the heart stronger"],
      ]),
    );
    expect(whys.length).toBeLessThanOrEqual(3);
    for (const q of whys) {
      expect(q.kind).toBe("explain");
      // ... never of what a pronoun stands for ("so they get tired": who?), nor twice about a sentence
      expect(q.prompt).not.toMatch(/\b(?:it|they|them|this)\b/i);
      expect(plan.filter((other) => other.passage === q.passage)).toHaveLength(1);
    }
    // "partly" is left out of what is asked why of.
    const france: QuizContentItem = {
      id: "france",
      title: "The French Revolution",
      topic: "History",
      text: "By 1789 the French government was close to bankruptcy, partly because of the cost of wars. The king called the Estates-General in May 1789.",
    };
    expect(planQuestions([france], 10).map((q) => q.prompt)).toContain(
      "Explain why by 1789 the French government was close to bankruptcy.",
    );
    // Half a clause, an instruction, an inverted "so does", a denied cause, a thing pointed back to:
    // no why (review); a name keeps its capital.
    const hard: QuizContentItem = {
      id: "hard",
      title: "Mixed",
      topic: "History",
      text: [
        "Many of the deaths in the trenches were due to disease.",
        "Franz Ferdinand was due to visit Sarajevo in June 1914.",
        "Remember to warm up before exercise because cold muscles tear easily.",
        "Do not heat the flask directly because the glass may crack.",
        "Copper conducts electricity, so does pure iron metal.",
        "Wages rose, not because of unions but because of shortages.",
        "The situation got worse because the army collapsed.",
        "Stresemann ended hyperinflation because he introduced the Rentenmark.",
      ].join("\n"),
    };
    expect(
      planQuestions([hard], 20)
        .map((q) => q.prompt)
        .filter((prompt) => prompt.startsWith("Explain why")),
    ).toEqual(["Explain why Stresemann ended hyperinflation."]);
    // A condition the effect opens with is asked after it, and one without its comma gives no why; a
    // word the notes also write in small letters is no name ("Ionic" of "ionic bonds"). (QA)
    const circuits: QuizContentItem = {
      id: "circuits",
      title: "Circuits and bonds",
      topic: "Science",
      text: [
        "A series circuit has one loop, so the current is the same everywhere in a series circuit.",
        "In a parallel circuit each component is on its own branch of the circuit.",
        "The current in a parallel circuit splits between the branches of the circuit.",
        "If one bulb breaks, the other bulbs stay lit because each branch is a separate loop.",
        "When the wire is thin the resistance is high because electrons collide more often.",
        "Ionic compounds have high melting points because a lot of energy is needed to break the strong ionic bonds.",
        "US imports rose because the dollar was strong, which tells us that exchange rates matter.",
      ].join("\n"),
    };
    expect(
      planQuestions([circuits], 20)
        .map((q) => q.prompt)
        .filter((prompt) => prompt.startsWith("Explain why"))
        .sort(),
    ).toEqual([
      "Explain why US imports rose.",
      "Explain why ionic compounds have high melting points.",
      "Explain why the other bulbs stay lit if one bulb breaks.",
    ]);
    // (a condition of two commas is not cut at its first; a name WordNet knows that the notes also
    // write as a thing, "china", keeps its capital; review)
    const whysOf = (text: string) =>
      planQuestions([{ id: "w", title: "Why", topic: "Science", text }], 20)
        .map((q) => q.prompt)
        .filter((prompt) => prompt.startsWith("Explain why"));
    expect(
      whysOf(
        "If a magnet, for example a bar magnet, is cut in half, each piece has two poles because every domain is a tiny magnet. Magnets attract iron and nickel.",
      ),
    ).toEqual([]);
    expect(
      whysOf(
        "Exports of steel and cars rose every year in the 1990s. Factories in the east made steel and cars for export. China grew quickly because labour was cheap. Plates and cups are made of china.",
      ),
    ).toEqual(["Explain why China grew quickly."]);
    const lit = "Explain why the other bulbs stay lit if one bulb breaks.";
    expect((await answerOnce(circuits, lit, "because every branch is a separate loop")).score).toBe(3);
    // A why comes among the first questions: the kinds take turns.
    expect(plan.slice(0, 4).some((q) => q.prompt.startsWith("Explain why"))).toBe(true);
    const heart = "Explain why the resting heart rate falls.";
    expect((await answerOnce(respiration, heart, "exercise makes your heart stronger")).score).toBe(3);
    expect((await answerOnce(respiration, heart, "because it is cold outside")).score).toBe(1);
  });

  it('never asks what "this" is, keeps a name\'s capital, and asks for a term once, never for a general word', () => {
    const transport: QuizContentItem = {
      id: "x",
      title: "Water transport",
      topic: "Plants",
      text: "This is the cohesion-tension theory. Water evaporates from the leaves through the stomata. Water molecules stick together by cohesion and are pulled up the xylem in a continuous column. Root pressure pushes water a little way up the xylem from below.",
    };
    const calvin: QuizContentItem = {
      id: "c",
      title: "Carbon fixation",
      topic: "Plants",
      text: "Calvin cycle is the second stage of photosynthesis. The light-independent reactions take place in the stroma of the chloroplast. In the Calvin cycle rubisco fixes carbon dioxide onto RuBP.",
    };
    const prompts = planQuestions([transport, calvin], 20).map((q) => q.prompt);
    expect(prompts.join("\n")).not.toMatch(/What (?:is|are) (?:this|that|these|it)\?/i);
    expect(prompts).toContain("What is Calvin cycle?");
    // The notes' own article is kept.
    const withArticle = planQuestions([{ ...calvin, id: "t", text: `The ${calvin.text}` }], 20).map(
      (q) => q.prompt,
    );
    expect(withArticle).toContain("What is the Calvin cycle?");
    const blanks = planQuestions([transport, calvin], 20).filter((q) => q.kind === "blank");
    expect(blanks.map((q) => q.expected)).not.toContain("place");
    const answers = blanks.map((q) => q.expected.toLowerCase());
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('blanks a term, never the verb wink takes for a noun ("Some _____ in the cytoplasm")', () => {
    const notes: QuizContentItem = {
      id: "r",
      title: "Ribosomes",
      topic: "Organelles",
      text: "Ribosomes build proteins by joining amino acids in the order the messenger RNA gives. Some float in the cytoplasm and others sit on the rough endoplasmic reticulum.",
    };
    const blanks = planQuestions([notes], 10).filter((q) => q.kind === "blank");
    expect(blanks.length).toBeGreaterThan(0);
    for (const q of blanks) expect(q.expected).not.toBe("float");
    const phrases = keyPhrases(
      "Mitochondria release energy in respiration, and enzymes work in the cytoplasm.",
      10,
    );
    expect(phrases).not.toContain("Mitochondria release energy");
    expect(phrases).not.toContain("enzymes work");
  });

  it("quotes the notes once in its feedback, and names the missing word of a blank", async () => {
    const { history } = await playQuiz(selected, (turn) =>
      turn.includes("_____") ? "I don't know" : "It is about cells.",
    );
    for (const turn of history.filter((t) => t.role === "assistant")) {
      const quoted = turn.content.match(/“[^”]+”/g) ?? [];
      expect(new Set(quoted).size, turn.content).toBe(quoted.length);
    }
    const blanks = history.filter(
      (t) => t.role === "assistant" && t.content.startsWith("That's fine to say: the missing word"),
    );
    expect(blanks.length).toBeGreaterThan(0);
    for (const turn of blanks)
      expect(turn.content).toMatch(
        /^That's fine to say: the missing (word is “[^\s”]+”|words are “[^”]+ [^”]+”)\./,
      );
  });

  it('quotes a blank sentence opening with "It" with what it stands for in brackets, or with "They" says which notes it is from, and quotes that whole sentence when it says the missing word (QA)', async () => {
    const calvin: QuizContentItem = {
      id: "calvin",
      title: "Calvin cycle",
      topic: "Photosynthesis",
      text: [
        "The Calvin cycle takes place in the stroma of the chloroplast.",
        "It uses the ATP and NADPH from the light-dependent reactions to fix carbon dioxide into sugar.",
        "The enzyme RuBisCO attaches carbon dioxide to a five-carbon sugar called ribulose bisphosphate (RuBP).",
        "For every three turns of the cycle, one molecule of G3P leaves to be used to build glucose and other carbohydrates, while the rest is recycled to regenerate RuBP.",
      ].join(" "),
    };
    const plan = planQuestions([calvin], 100);
    const pronoun = plan.filter((q) => q.kind === "blank" && q.passage.startsWith("It "));
    expect(pronoun.length).toBeGreaterThan(0);
    for (const q of pronoun) expect(q.prompt).toMatch(/^Fill in the blank: "\[The Calvin cycle\] uses /);
    // "They" is not named (which of the things before it?): the title says which notes it is from.
    const leaves: QuizContentItem = {
      id: "leaves",
      title: "Leaves",
      topic: "Photosynthesis",
      text: [
        "Chloroplasts are found in the cells of leaves.",
        "They contain a green pigment called chlorophyll, which absorbs red and blue light.",
        "The stroma is the fluid around the thylakoids.",
      ].join(" "),
    };
    const unnamed = planQuestions([leaves], 100).filter(
      (q) => q.kind === "blank" && q.passage.startsWith("They "),
    );
    expect(unnamed.map((q) => q.prompt)).toEqual([
      'Fill in the blank, from your notes on Leaves: "They contain a green pigment called _____, which absorbs red and blue light."',
    ]);
    // Graded by the sentence it quotes, as any blank is.
    for (const q of [...pronoun, ...unnamed]) {
      const grade = gradeAnswer({ note: q.passage, question: q.prompt, answer: q.expected }, sharedWordNet());
      expect(grade.score, q.prompt).toBe(3);
      const wrong = gradeAnswer({ note: q.passage, question: q.prompt, answer: "oxygen" }, sharedWordNet());
      expect(wrong.score, q.prompt).toBe(1);
    }
    const { history } = await playQuiz([calvin], () => "I don't know");
    const told = history.filter(
      (t) => t.role === "assistant" && /the missing words? (is|are) “/.test(t.content),
    );
    expect(told.length).toBeGreaterThan(0);
    for (const turn of told) {
      const [, missing = ""] = /the missing words? (?:is|are) “([^”]+)”/.exec(turn.content) ?? [];
      const quote = /From your notes on "Calvin cycle": “([^”]+)”/.exec(turn.content)?.[1] ?? "";
      expect(quote, turn.content).toContain(missing);
    }
  });

  it("takes a sentence that goes on about the subject by a pronoun as about it, and quotes it with the subject in brackets (QA)", async () => {
    const rivers: QuizContentItem = {
      id: "rivers",
      title: "Rivers of Africa",
      topic: "Geography",
      text: [
        "The Nile is the longest river in Africa.",
        "It flows north through Egypt and empties into the Mediterranean Sea.",
        "The Congo River carries more water than any other African river.",
        "It crosses the equator twice.",
        "Ancient Egyptian farming depended on the Nile's yearly flood, which left fertile silt on the fields.",
      ].join(" "),
    };
    const question = planQuestions([rivers], 20).find((q) => q.prompt.endsWith("say about the Nile."));
    expect(question?.alternatives).toContain(
      "[The Nile] flows north through Egypt and empties into the Mediterranean Sea.",
    );
    // Not the Congo's "It crosses the equator twice".
    expect(question?.alternatives?.join(" ")).not.toMatch(/equator/);
    const answerWith = (answer: string) => answerOnce(rivers, question?.prompt, answer);
    // Before, "not what this question asks": the sentence does not name the Nile, and the title's
    // words in the question pointed at "The Nile is the longest river in Africa".
    for (const answer of [
      "It flows north through Egypt and empties into the Mediterranean Sea.",
      "The Nile flows north through Egypt into the Mediterranean.",
    ])
      expect((await answerWith(answer)).score, answer).toBe(3);
    const reversed = await answerWith("The Nile flows south into the Indian Ocean.");
    expect(reversed.score).toBe(1);
    expect(reversed.reason).toContain(
      "Your notes: “[The Nile] flows north through Egypt and empties into the Mediterranean Sea.”",
    );
    expect((await answerWith("It crosses the equator twice.")).score).toBe(1);
  });

  it('asks a blank on a sentence that points back mid-way ("accept it") only after the others (QA)', () => {
    const charter: QuizContentItem = {
      id: "charter",
      title: "Medieval England",
      topic: "History",
      text: [
        "Magna Carta was a charter of rights agreed by King John of England in 1215.",
        "Rebel barons forced the king to accept it at Runnymede, near Windsor.",
        "The charter limited the power of the monarch and protected the barons from illegal imprisonment.",
        "Pope Innocent III annulled the charter within weeks, and civil war followed.",
      ].join(" "),
    };
    const blanks = planQuestions([charter], 20).filter((q) => q.kind === "blank");
    expect(blanks.length).toBeGreaterThan(1);
    expect(blanks[0]?.prompt).not.toMatch(/\bit\b/);
    expect(blanks.at(-1)?.prompt).toMatch(/accept it/);
  });

  it('asks a blank on a sentence whose "the problem" stands for something said before only after the others (QA)', () => {
    const famine: QuizContentItem = {
      id: "famine",
      title: "The Irish Famine",
      topic: "History",
      text: [
        "Potato blight destroyed most of the Irish potato crop between 1845 and 1849.",
        "Landlords kept exporting grain and cattle from Ireland throughout the famine.",
        "Evictions by landlords made the problem worse for tenant farmers.",
        "Around one million people died and another million emigrated to America and Britain.",
      ].join(" "),
    };
    const blanks = planQuestions([famine], 20).filter((q) => q.kind === "blank");
    expect(blanks.length).toBeGreaterThan(1);
    expect(blanks.at(-1)?.prompt).toMatch(/the problem worse/);
    expect(
      blanks
        .slice(0, -1)
        .map((q) => q.prompt)
        .join(" "),
    ).not.toMatch(/the problem/);
  });

  it("takes a definition from any line of the notes about the same thing (QA)", async () => {
    const organelles: QuizContentItem = {
      id: "organelles",
      title: "Organelles — quick list",
      topic: "Cell biology",
      text: [
        "- Nucleus: holds DNA, controls the cell",
        "- Mitochondria: site of aerobic respiration, make ATP",
        "- Ribosomes: make proteins",
        "- Cell membrane: controls what enters and leaves",
        "",
        "Mitochondria is the powerhouse of the cell.",
      ].join("\n"),
    };
    const question = planQuestions([organelles], 100).find((q) => q.kind === "definition");
    // The notes' "Mitochondria is" is asked in good grammar; a name at the start of a line keeps
    // its capital, and an oxide's name is no plural (review).
    expect(question?.prompt).toBe("What are mitochondria?");
    const definitionOf = (text: string) =>
      planQuestions([{ id: "d", title: "Notes", topic: "T", text }], 100).find((q) => q.kind === "definition")
        ?.prompt;
    expect(definitionOf("Key scientists:\nDarwin was a naturalist who proposed natural selection.")).toBe(
      "Who was Darwin?",
    );
    // A name said to be a kind of person is asked who (QA: "What was Darwin?"); a role, a group of
    // people or a thing is asked what.
    expect(
      definitionOf("Marie Curie was a Polish-born physicist and chemist who studied radioactivity."),
    ).toBe("Who was Marie Curie?");
    expect(definitionOf("Marx was a German philosopher, economist and revolutionary.")).toBe("Who was Marx?");
    expect(definitionOf("Darwin was an English naturalist.")).toBe("Who was Darwin?");
    // A name WordNet knows as a person's first of all (QA: "What was Napoleon?").
    expect(definitionOf("Napoleon was a French emperor who conquered much of Europe.")).toBe(
      "Who was Napoleon?",
    );
    expect(definitionOf("A consumer is an organism that eats other organisms for energy.")).toBe(
      "What is a consumer?",
    );
    expect(definitionOf("A jury is a group of people who decide a verdict in court.")).toBe(
      "What is a jury?",
    );
    expect(definitionOf("Yttria is a white solid used in ceramics and lasers.")).toBe("What is yttria?");
    // A place or a document WordNet knows first of all by its name keeps its capital at a line's
    // start (QA: "What is paris?"); a common noun there does not.
    expect(definitionOf("Paris is the capital city of France.")).toBe("What is Paris?");
    expect(definitionOf("Magna Carta was a charter of rights agreed by King John in 1215.")).toBe(
      "What was Magna Carta?",
    );
    expect(definitionOf("Parliament is the body that makes the laws of a country.")).toBe(
      "What is parliament?",
    );
    expect(definitionOf("Criteria is the standards a judge uses to decide.")).toBe("What are criteria?");
    const answer = "Mitochondria are the site of aerobic respiration; they make ATP.";
    const result = await tutor.assess({
      content: [organelles],
      messages: [
        { role: "assistant", content: `Question 1 of 5: ${question?.prompt ?? ""}` },
        { role: "user", content: answer },
      ],
    });
    expect(result.contentScores.organelles?.score).toBe(3);
    // Still wrong when it is wrong.
    const wrong = await tutor.assess({
      content: [organelles],
      messages: [
        { role: "assistant", content: `Question 1 of 5: ${question?.prompt ?? ""}` },
        { role: "user", content: "Mitochondria hold the DNA and make proteins." },
      ],
    });
    expect(wrong.contentScores.organelles?.score).toBe(1);
  });

  it("tells an answer that gives another part of the notes that it is in them, not that they say otherwise (QA)", async () => {
    const cells: QuizContentItem = {
      id: "cells",
      title: "Plant cells",
      topic: "Biology",
      text: [
        "Plant cells have a cell wall made of cellulose.",
        "Chloroplasts are the organelles where photosynthesis happens.",
        "They contain chlorophyll, a green pigment that absorbs light.",
        "The vacuole stores water and keeps the cell firm.",
      ].join(" "),
    };
    const question = planQuestions([cells], 100).find((q) => q.kind === "definition");
    expect(question?.prompt).toBe("What are chloroplasts?");
    const answerWith = (answer: string) => answerOnce(cells, question?.prompt, answer);
    const other = await answerWith("They contain chlorophyll, a green pigment.");
    // Not what chloroplasts are: still not an answer to the question (issue 14), but said kindly.
    expect(other.score).toBe(1);
    for (const said of [other.chat, other.reason]) {
      expect(said).toContain("That is in your notes, but it is not what this question asks.");
      expect(said).not.toContain("not what your notes say");
    }
    const wrong = await answerWith("They are bananas from the moon.");
    expect(wrong.score).toBe(1);
    expect(wrong.reason).toContain("That is not what your notes say.");
    // The notes' words said of another thing, or denied, are not called what the notes say: the
    // reason says only that they do not answer the question (review).
    for (const answer of [
      "Chloroplasts are where the cell stores water.",
      "The vacuole does not store water.",
      "They are the cell wall.",
    ]) {
      const graded = await answerWith(answer);
      expect(graded.score).toBe(1);
      expect(graded.reason).toContain("That does not answer what was asked.");
    }
  });

  it("never takes a word the note says elsewhere for the opposite of the passage's (QA: “long” where your notes say “short”)", async () => {
    const causes: QuizContentItem = {
      id: "causes",
      title: "Causes of WWI",
      topic: "History",
      text: [
        "Historians remember the long-term causes of the war as MAIN: militarism, alliances, imperialism and nationalism.",
        "The short-term trigger was the assassination of Archduke Franz Ferdinand in Sarajevo on 28 June 1914.",
        "Britain entered the war after Germany invaded Belgium.",
      ].join(" "),
    };
    const question = planQuestions([causes], 100).find((q) => q.kind === "definition");
    expect(question?.prompt).toBe('In your notes on "Causes of WWI", what was the short-term trigger?');
    const { chat, score } = await answerOnce(
      causes,
      question?.prompt,
      "The long-term causes are remembered as MAIN. The trigger was the assassination of Archduke Franz Ferdinand in Sarajevo in 1914.",
    );
    expect(chat).not.toContain("opposite");
    expect(score).toBe(3);
  });

  it("takes any point of the notes as an answer to explaining what the whole note says (QA)", async () => {
    const light: QuizContentItem = {
      id: "light",
      title: "Light reactions",
      topic: "Photosynthesis",
      text: "The light reactions happen in the thylakoid membranes. Light energy excites electrons in chlorophyll. Water is split, releasing oxygen as a by-product. The energy is stored in ATP and NADPH.",
    };
    const question = planQuestions([light], 100).find((q) => q.kind === "explain");
    expect(question?.prompt).toBe('In your own words, explain what your notes on "Light reactions" say.');
    const answerWith = (answer: string) => answerOnce(light, question?.prompt, answer);
    // A point its feedback would not quote: the question asked for none in particular.
    const other = await answerWith("Oxygen is released when water is split.");
    expect(other.score).toBe(3);
    expect(other.chat).toContain("Well done, that's right.");
    expect(other.chat).toContain("“Water is split, releasing oxygen as a by-product.”");
    expect((await answerWith("Plants grow in soil and need rain.")).score).toBe(1);
  });

  it("says in the chat that a fill-in answer is the wrong way round, as the report does (QA)", async () => {
    const question = planQuestions([chloroplasts], 100).find(
      (q) => q.kind === "blank" && q.passage.startsWith("The light reactions"),
    );
    expect(question?.expected).toBe("light reactions");
    const { chat, score, reason } = await answerOnce(
      chloroplasts,
      question?.prompt,
      "I think the light reactions pump the thylakoid into the protons and water is split",
    );
    expect(score).toBe(1);
    expect(reason).toContain("“thylakoid” and “protons” the wrong way round");
    expect(chat).toContain(
      "Not quite: the missing words are “light reactions”. That is the opposite of what your notes say (your answer has “thylakoid” and “protons” the wrong way round).",
    );
  });

  it("names the missing words of a fill-in answer in the report, as the chat does, without quoting its sentence twice (QA)", async () => {
    const question = planQuestions([chloroplasts], 100).find(
      (q) => q.kind === "blank" && q.passage.startsWith("The light reactions"),
    );
    const { chat, score, reason } = await answerOnce(chloroplasts, question?.prompt, "the Calvin cycle");
    expect(score).toBe(1);
    expect(chat).toContain("Not quite: the missing words are “light reactions”.");
    expect(reason).toContain("Not quite: the missing words are “light reactions”.");
    expect(reason?.split("pump protons into the thylakoid space")).toHaveLength(2);
  });

  it("never calls the notes pasted in as the answer the opposite of what they say (QA)", async () => {
    const notes: QuizContentItem[] = [
      {
        id: "calvin",
        title: "The Calvin cycle",
        topic: "Photosynthesis",
        text: [
          "The Calvin cycle, also called the light-independent reactions, takes place in the stroma of the chloroplast. It uses the ATP and NADPH made in the light-dependent reactions to fix carbon dioxide from the air into sugar.",
          "The enzyme RuBisCO attaches carbon dioxide to a five-carbon sugar called ribulose bisphosphate (RuBP). The unstable six-carbon product splits into two molecules of 3-phosphoglycerate. ATP and NADPH then reduce these to glyceraldehyde 3-phosphate (G3P).",
          "For every three turns of the cycle, one molecule of G3P leaves to be used to build glucose and other carbohydrates, while the rest is recycled to regenerate RuBP.",
        ].join("\n\n"),
      },
      {
        id: "light",
        title: "Light-dependent reactions",
        topic: "Photosynthesis",
        text: [
          "Photosynthesis is the process by which green plants, algae and some bacteria convert light energy into chemical energy stored in glucose. It takes place in the chloroplasts, which contain the green pigment chlorophyll.",
          "The light-dependent reactions happen in the thylakoid membranes. Chlorophyll absorbs light, mostly red and blue wavelengths, and uses the energy to split water molecules. This splitting of water, called photolysis, releases oxygen as a by-product, hydrogen ions and electrons.",
          "The electrons pass along an electron transport chain, which pumps hydrogen ions into the thylakoid space. The enzyme ATP synthase uses the flow of these ions back out to make ATP. At the end of the chain the electrons reduce NADP+ to NADPH. ATP and NADPH carry energy to the next stage.",
        ].join("\n\n"),
      },
    ];
    const pasted = notes.map((item) => item.text.replaceAll("\n\n", " ")).join(" ");
    const result = await tutor.assess({
      content: notes,
      messages: [
        {
          role: "assistant",
          content:
            "Question 2 of 5: What is meant by light-independent reactions, and what is meant by ribulose bisphosphate?",
        },
        { role: "user", content: pasted },
      ],
    });
    expect(result.contentScores.calvin?.reason).not.toMatch(/opposite/);
  });

  it("says when there is nothing to ask, and that the quiz is over once it is", async () => {
    const empty = await tutor.tutorTurn({
      content: [{ id: "x", title: "Empty", topic: "T", text: "" }],
      history: [],
      message: "Start",
      isInitial: true,
    });
    expect(empty).toMatchObject({ text: NOTHING_TO_ASK, done: true });
    const { history } = await playQuiz(selected, () => "pass");
    const after = await tutor.tutorTurn({ content: selected, history, message: "One more?" });
    expect(after).toMatchObject({ text: QUIZ_OVER, done: true });
  });

  it("does not mark an answer to a question whose note was deleted since, against another one", async () => {
    expect(new Set(selected.map((item) => item.id)).size).toBeGreaterThan(1);
    const history: ChatTurn[] = [];
    const start = await tutor.tutorTurn({ content: selected, history, message: "Start", isInitial: true });
    history.push({ role: "user", content: "Start" }, { role: "assistant", content: start.text });
    const first = questionsIn(history)[0];
    const about = planQuestions(selected, 5).find((q) => q.prompt === first)?.contentId;
    expect(about).toBeDefined();
    // Its note is deleted in another tab; the student answers the question on the screen.
    const left = selected.filter((item) => item.id !== about);
    const answer = "Mitosis makes two identical cells.";
    const reply = await tutor.tutorTurn({ content: left, history, message: answer });
    history.push({ role: "user", content: answer }, { role: "assistant", content: reply.text });
    expect(reply.text.startsWith(QUESTION_GONE)).toBe(true);
    expect(reply.done).toBe(false);
    const next = questionsIn([{ role: "assistant", content: reply.text }])[0] ?? "";
    expect(planQuestions(left, 5).map((q) => q.prompt)).toContain(next);
    // Nor is it scored against the notes left.
    const { contentScores, report } = await tutor.assess({ content: left, messages: history });
    expect(contentScores).toEqual({});
    expect(report.overall).toBe("No questions were answered, so there is nothing to assess yet.");
  });
});

describe("offline assessment", () => {
  it("leaves out answers about a note deleted after they were given, never scoring them against another", async () => {
    const mitosis = content.find((item) => item.id === "c-mitosis")?.text ?? "";
    const meiosis = content.find((item) => item.id === "c-meiosis")?.text ?? "";
    const aboutMitosis = new Set(
      planQuestions(selected, 100)
        .filter((q) => q.contentId === "c-mitosis")
        .map((q) => q.prompt),
    );
    // Each question answered with its own note's text, word for word.
    const { history } = await playQuiz(selected, (turn) =>
      aboutMitosis.has(questionsIn([{ role: "assistant", content: turn }])[0] ?? "") ? mitosis : meiosis,
    );
    const whole = await tutor.assess({ content: selected, messages: history });
    expect(whole.contentScores["c-mitosis"]?.score).toBe(3);
    expect(whole.contentScores["c-meiosis"]?.score).toBe(3);
    const meiosisAnswers = (whole.contentScores["c-meiosis"]?.reason.match(/^Answer \d/gm) ?? []).length;
    expect(meiosisAnswers).toBeGreaterThan(0);
    // Meiosis is deleted before the quiz is ended: what is left is scored as it was.
    const left = selected.filter((item) => item.id !== "c-meiosis");
    const { contentScores, report } = await tutor.assess({
      content: left,
      messages: history,
      notesDeleted: true,
    });
    expect(Object.keys(contentScores)).toEqual(["c-mitosis"]);
    expect(contentScores["c-mitosis"]).toEqual(whole.contentScores["c-mitosis"]);
    expect(report.overall).toMatch(/ on 1 note:/);
    expect(report.overall).toContain(`You answered ${5 - meiosisAnswers} question`);
  });

  it("still scores the answers about a note edited since, when another note of the quiz was deleted", async () => {
    const mitosis = content.find((item) => item.id === "c-mitosis");
    if (!mitosis) throw new Error("fixture: mitosis");
    const aboutMitosis = new Set(
      planQuestions(selected, 100)
        .filter((q) => q.contentId === "c-mitosis")
        .map((q) => q.prompt),
    );
    const { history } = await playQuiz(selected, (turn) =>
      aboutMitosis.has(questionsIn([{ role: "assistant", content: turn }])[0] ?? "")
        ? mitosis.text
        : "No idea.",
    );
    const asked = questionsIn(history).filter((q) => aboutMitosis.has(q)).length;
    expect(asked).toBeGreaterThan(0);
    // Mitosis is edited (a question about it changes) and meiosis deleted before the quiz ends.
    const edited = {
      ...mitosis,
      text: `${mitosis.text.replace("During metaphase, the", "During metaphase, the second stage, the")} Mitosis happens in body cells all through life.`,
    };
    const now = new Set(planQuestions([edited], 100).map((q) => q.prompt));
    expect(questionsIn(history).filter((q) => aboutMitosis.has(q) && !now.has(q))).not.toEqual([]);
    const { contentScores } = await tutor.assess({
      content: [edited],
      messages: history,
      notesDeleted: true,
    });
    const answers = contentScores["c-mitosis"]?.reason.match(/^Answer \d/gm) ?? [];
    expect(answers).toHaveLength(asked);
  });

  it("never lists a sentence both as known and as one to go over: one an answer missed is to go over (QA)", async () => {
    const note: QuizContentItem = {
      id: "c-mito",
      title: "Mitochondria",
      topic: "Cells",
      text: "Mitochondria are the organelles where aerobic respiration takes place.",
    };
    const plan = planQuestions([note], 10);
    expect(new Set(plan.map((q) => q.passage)).size).toBe(1);
    const [first, second] = plan;
    if (!first || !second) throw new Error("fixture: two questions on the one sentence");
    const { report } = await tutor.assess({
      content: [note],
      messages: [
        { role: "assistant", content: `Question 1 of 2: ${first.prompt}` },
        { role: "user", content: "I don't remember this one, sorry." },
        { role: "assistant", content: `Question 2 of 2: ${second.prompt}` },
        { role: "user", content: note.text },
      ],
    });
    // The note's score is not a 3, so its report does not say it was known.
    expect(report.strengths.join(" ")).not.toContain("aerobic respiration takes place");
    expect(report.improvements.join(" ")).toContain("aerobic respiration takes place");
    // The answer that missed it still asks for the note to be read again.
    expect(report.recommendations.join(" ")).toContain('Re-read "Mitochondria"');
  });

  it("calls no grasp strong while one of the notes is not yet known, however high the average", async () => {
    const mitosis = content.find((item) => item.id === "c-mitosis")?.text ?? "";
    const plan = planQuestions(selected, 100);
    const known = plan.filter((q) => q.contentId === "c-mitosis").slice(0, 3);
    const unknown = plan.find((q) => q.contentId === "c-meiosis");
    if (known.length < 3 || !unknown) throw new Error("fixture");
    const messages: ChatTurn[] = [
      ...known.flatMap((q, i): ChatTurn[] => [
        { role: "assistant", content: `Question ${i + 1} of 4: ${q.prompt}` },
        { role: "user", content: mitosis },
      ]),
      { role: "assistant", content: `Question 4 of 4: ${unknown.prompt}` },
      { role: "user", content: "I don't know." },
    ];
    const { contentScores, report } = await tutor.assess({ content: selected, messages });
    expect(contentScores["c-mitosis"]?.score).toBe(3);
    expect(contentScores["c-meiosis"]?.score).toBe(1);
    expect(report.overall).toContain(
      "scored 2.5 out of 3 on average, which shows a fair grasp, with some gaps.",
    );
    // All of them known: strong.
    const { report: strong } = await tutor.assess({ content: selected, messages: messages.slice(0, 6) });
    expect(strong.overall).toContain("which shows a strong grasp of this material.");
  });

  it("scores a whole quiz per item with reasons naming what was missed, and writes the report", async () => {
    // The student knows mitosis word for word and nothing about meiosis.
    const mitosis = content.find((item) => item.id === "c-mitosis")?.text ?? "";
    const { history } = await playQuiz(selected, (turn) =>
      /mitosis|anaphase|metaphase|nucle|spindle|growth/i.test(turn.split("\n").pop() ?? "")
        ? mitosis
        : "I don't know.",
    );
    const { contentScores, report, engine } = await tutor.assess({ content: selected, messages: history });
    expect(engine).toBe("offline-tutor");
    expect(Object.keys(contentScores).sort()).toEqual(["c-meiosis", "c-mitosis"]);
    expect(contentScores["c-mitosis"]).toMatchObject({ score: 3, title: "Mitosis" });
    expect(contentScores["c-meiosis"]).toMatchObject({ score: 1, title: "Meiosis" });
    // Every answer has its grade and reason, "I don't know" included.
    // Each answer's reason says which question it answered.
    // It quotes the part of the notes to look at again, as the chat did (QA: "this part" named none).
    expect(contentScores["c-meiosis"]?.reason).toMatch(
      /^Answer 1 to “[^”]+” \(1\/3\): That's fine to say: it shows what to go over\. Look at this part of your notes again, then try to explain it: “[^”]+”/,
    );
    expect(report.overall).toMatch(
      /^You answered 5 questions on 2 notes: [1-4] fully right(, [1-3] partly right)? and [1-4] not yet right\. Your answers scored \d\.\d out of 3 on average/,
    );
    // A note's score there is the one its badge shows; with one topic, the overall line has
    // already given its answers' average.
    expect(report.byTopic).toEqual({
      "Cell Division": '"Mitosis" scored 3 out of 3 and "Meiosis" 1 out of 3.',
    });
    // What was known and what to go over are the notes' own sentences, quoted, not a count or a
    // list of words, with one full stop after the last quote.
    expect(report.strengths).toEqual([expect.stringMatching(/^"Mitosis": you knew “[A-Z][^”]+”/)]);
    expect(report.improvements).toEqual([expect.stringMatching(/^"Meiosis": go over “[A-Z][^”]+”/)]);
    // Quotes listed as one sentence's parts: “A”, “B” and “C”. not “A.”, “B.” and “C.”.
    for (const line of [...report.strengths, ...report.improvements]) {
      expect(line).toMatch(/[.!?]”$|[^.!?]”\.$/);
      expect(line).not.toMatch(/\.”(,| and )/);
    }
    expect([...report.strengths, ...report.improvements].join(" ")).toMatch(/[^.]”(,| and ) “/);
    expect(report.recommendations.at(-1)).toContain(`on the ${COURSE_PAGE.tabs.notes} tab`);
    expect(report.recommendations[0]).toBe(
      'Re-read "Meiosis", then explain it aloud in your own words without looking.',
    );
  });

  it("quotes a sentence in a list without its full stop, unless that ends an abbreviation", () => {
    const quoted = [
      ["Cells contain DNA.", "Cells contain DNA"],
      ['Water moves by a process called "osmosis".', 'Water moves by a process called "osmosis"'],
      ["The war began in 1914.", "The war began in 1914"],
      ["Is it alive?", "Is it alive?"],
      ["The U.S. entered in 1917…", "The U.S. entered in 1917…"],
      ["Britain then joined the U.S.", "Britain then joined the U.S."],
      ["Mammals include whales, bats, e.g.", "Mammals include whales, bats, e.g."],
      ["Salts, acids, bases etc.", "Salts, acids, bases etc."],
      ["Wait...", "Wait..."],
    ];
    for (const [sentence, inList] of quoted) expect(withoutFullStop(sentence ?? "")).toBe(inList);
  });

  it("gives each topic's average when the quiz was on more than one topic", async () => {
    const twoTopics = content.filter((item) => ["c-mitosis", "c-photo"].includes(item.id));
    expect(new Set(twoTopics.map((item) => item.topic)).size).toBe(2);
    const { history } = await playQuiz(twoTopics, () => "I don't know.");
    const { report } = await tutor.assess({ content: twoTopics, messages: history });
    const lines = Object.values(report.byTopic);
    expect(lines).toHaveLength(2);
    // An average of one answer is that answer's score: not said again (QA: "The answer scored 3.0
    // out of 3 on average").
    for (const line of lines) {
      expect(line).toMatch(
        /^"[^"]+" scored 1 out of 3\.(?: The \d answers scored 1\.0 out of 3 on average\.)?$/,
      );
    }
    const one = await tutor.assess({
      content: twoTopics,
      messages: [
        {
          role: "assistant",
          content: `Question 1 of 5: ${planQuestions(twoTopics.slice(0, 1), 1)[0]?.prompt ?? ""}`,
        },
        { role: "user", content: "I don't know." },
      ],
    });
    expect(one.report.overall).toMatch(
      /^You answered 1 question on 1 note: 1 not yet right\. Your answer scored 1 out of 3, which shows/,
    );
  });

  it("grades nothing said after the quiz is over", async () => {
    const { history } = await playQuiz(selected, () => "I don't know.");
    // Only what there was: no "0 fully right".
    expect((await tutor.assess({ content: selected, messages: history })).report.overall).toMatch(
      /^You answered 5 questions on 2 notes: 5 not yet right\./,
    );
    const after = await tutor.tutorTurn({ content: selected, history, message: "Why was that wrong?" });
    const more: ChatTurn[] = [
      ...history,
      { role: "user", content: "Why was that wrong?" },
      { role: "assistant", content: after.text },
      { role: "user", content: "Mitosis makes two identical cells." },
    ];
    const { report } = await tutor.assess({ content: selected, messages: more });
    expect(report.overall).toMatch(/^You answered 5 questions/);
  });

  it("says where a quiz was ended, and which selected notes have no score, by topic and in what to do next", async () => {
    // Four notes on two topics; the student answers the first question and closes the quiz on the second.
    const start = await tutor.tutorTurn({ content, history: [], message: "Start the quiz", isInitial: true });
    const history: ChatTurn[] = [
      { role: "user", content: "Start the quiz" },
      { role: "assistant", content: start.text },
    ];
    const next = await tutor.tutorTurn({ content, history, message: "I don't know." });
    history.push({ role: "user", content: "I don't know." }, { role: "assistant", content: next.text });
    expect(next.text).toMatch(/^Question 2 of 5: /m);
    const { contentScores, report } = await tutor.assess({ content, messages: history });
    const scored = Object.keys(contentScores);
    expect(scored).toHaveLength(1);
    const unscored = content.filter((item) => !scored.includes(item.id));
    expect(report.overall).toMatch(/^You answered 1 question on 1 note: 1 not yet right\./);
    expect(report.overall).toContain(
      "You ended the quiz at question 2 of 5. No answer in this quiz was about 3 of the 4 notes you selected, so they have no score yet.",
    );
    // Each topic names its notes with no score, a topic with none scored too.
    for (const topic of new Set(content.map((item) => item.topic))) {
      const none = unscored.filter((item) => item.topic === topic).map((item) => `"${item.title}"`);
      const said = report.byTopic[topic] ?? "";
      if (none.length === 1) expect(said).toContain(`${none[0]} has no score yet: no answer was about it.`);
      if (none.length === 2)
        expect(said).toContain(`${none[0]} and ${none[1]} have no score yet: no answer was about them.`);
    }
    expect(Object.keys(report.byTopic).sort()).toEqual(["Cell Division", "Plant Biology"]);
    expect(report.recommendations.at(-1)).toBe(
      `Select ${unscored
        .slice(0, -1)
        .map((item) => `"${item.title}"`)
        .join(
          ", ",
        )} and "${unscored.at(-1)?.title}" and take a quiz on them too: this one gave them no score.`,
    );

    // A quiz played to its end on all it was given says neither.
    const { history: whole } = await playQuiz(selected, () => "I don't know.");
    const done = (await tutor.assess({ content: selected, messages: whole })).report;
    expect(done.overall).not.toMatch(/ended the quiz|no score/);
    expect(done.recommendations.join(" ")).not.toContain("no score");
    // Nor does one with a note it never asked about, but that one is named (eight notes selected; a quiz asks five questions).
    const many = [
      ...content,
      ...content.map((item) => ({ ...item, id: `${item.id}-2`, title: `${item.title} again` })),
    ];
    const { history: few } = await playQuiz(many, () => "I don't know.");
    const manyReport = (await tutor.assess({ content: many, messages: few })).report;
    expect(manyReport.overall).not.toContain("ended the quiz");
    expect(manyReport.overall).toMatch(/No answer in this quiz was about [1-7] of the 8 notes you selected/);
  });

  it("does not send the student back to a note there is nothing to ask about", async () => {
    // A photo in which no words could be read: no quiz can ask about it.
    const blank = { id: "c-blank", title: "Photo of the board", topic: "Cell Division", text: "" };
    const first = planQuestions(selected, 1)[0];
    const { report } = await tutor.assess({
      content: [...selected, blank],
      messages: [
        { role: "assistant", content: `Question 1 of 5: ${first?.prompt ?? ""}` },
        { role: "user", content: "I don't know." },
      ],
    });
    expect(report.overall).toContain(
      "No answer in this quiz was about 1 of the 3 notes you selected, so it has no score yet.",
    );
    expect(JSON.stringify(report)).not.toContain(blank.title);
  });

  it("names at most five notes with no score, and counts the rest", async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      id: `n${i}`,
      title: `Note ${i}`,
      topic: "Cell Division",
      text: selected[i % 2]?.text ?? "",
    }));
    const first = planQuestions(many, 1)[0];
    const { contentScores, report } = await tutor.assess({
      content: many,
      messages: [
        { role: "assistant", content: `Question 1 of 5: ${first?.prompt ?? ""}` },
        { role: "user", content: "I don't know." },
      ],
    });
    expect(Object.keys(contentScores)).toEqual([first?.contentId]);
    expect(report.overall).toContain("No answer in this quiz was about 8 of the 9 notes you selected");
    expect(report.recommendations.at(-1)).toMatch(
      /^Select "Note \d", "Note \d", "Note \d", "Note \d" and 4 more and take a quiz on them too: this one gave them no score\.$/,
    );
    expect(report.byTopic["Cell Division"]).toMatch(
      /"Note \d", "Note \d", "Note \d", "Note \d" and 4 more have no score yet: no answer was about them\.$/,
    );
  });

  it("says there is nothing to assess when no question was answered", async () => {
    const result = await tutor.assess({
      content,
      messages: [{ role: "assistant", content: "What is mitosis?" }],
    });
    expect(result.contentScores).toEqual({});
    expect(result.report.overall).toBe("No questions were answered, so there is nothing to assess yet.");
  });
});

describe("offline tutor on the largest notes taken", () => {
  const passage = readFileSync(new URL("./fixtures/photosynthesis.txt", import.meta.url), "utf8");
  let long = "";
  while (long.length + passage.length < 200_000) long += `${passage}\n`;
  const notes: QuizContentItem[] = [
    { id: "long-1", title: "Photosynthesis", topic: "Biology", text: long },
    { id: "long-2", title: "Go", topic: "Biology", text: "Go on now. ".repeat(18_000) },
  ];

  it("plans, asks and assesses without holding up the server", async () => {
    await tutor.tutorTurn({ content: selected, history: [], message: "Start", isInitial: true });
    const { result: first, maxStallMs } = await underLoad(() =>
      tutor.tutorTurn({ content: notes, history: [], message: "Start", isInitial: true }),
    );
    expect(first.text).toMatch(/Question 1 of \d: What is photosynthesis\?/);
    // Before: every note was read and ranked on the event loop (seconds for a long note).
    expect(maxStallMs).toBeLessThan(1000);
    const history: ChatTurn[] = [
      { role: "assistant", content: first.text },
      { role: "user", content: "Chlorophyll absorbs light energy." },
      { role: "assistant", content: "Explain how the Calvin cycle makes sugar?" },
      { role: "user", content: "It uses ATP and NADPH." },
    ];
    const { result: assessed, maxStallMs: assessStall } = await underLoad(() =>
      tutor.assess({ content: notes, messages: history }),
    );
    expect(Object.keys(assessed.contentScores).length).toBeGreaterThan(0);
    expect(assessStall).toBeLessThan(1000);
  });

  it("plans a quiz on many notes a slice at a time, another user's work taking its turn in between", async () => {
    const worker = new TextWorker();
    try {
      // Slices of about two notes: a dozen jobs, each a moment of the thread.
      const sliced = new OfflineTutorEngine(5, worker, 2 * passage.length);
      const many: QuizContentItem[] = Array.from({ length: 12 }, (_, n) => ({
        id: `slice-${n}`,
        title: `Photosynthesis ${n}`,
        topic: "Biology",
        text: `${passage}\nNote ${n} of the survey.`,
      }));
      const run = vi.spyOn(worker, "run");
      const finished: string[] = [];
      // Another user's summary, asked for once the quiz's first job has its turn of the thread.
      let summary: Promise<unknown> | undefined;
      const original = run.getMockImplementation() ?? TextWorker.prototype.run.bind(worker);
      run.mockImplementationOnce((...args) => {
        const started = original(...args);
        summary = worker.run("summarize", passage, { owner: "b" }).then(() => finished.push("summary"));
        return started;
      });
      const quiz = sliced
        .tutorTurn({ content: many, history: [], message: "Start", isInitial: true }, { owner: "a" })
        .then((reply) => {
          finished.push("quiz");
          return reply;
        });
      const first = await quiz;
      await summary;
      expect(first.text).toMatch(/Question 1 of 5/);
      expect(finished).toEqual(["summary", "quiz"]);
      const tasks = () => run.mock.calls.map(([task]) => task);
      expect(tasks().filter((task) => task === "planAhead").length).toBeGreaterThanOrEqual(5);
      expect(tasks().at(-1)).toBe("tutorTurn");

      // The next turn finds every note planned: no slice is sent again.
      run.mockClear();
      await sliced.tutorTurn(
        { content: many, history: [{ role: "assistant", content: first.text }], message: "Light energy." },
        { owner: "a" },
      );
      expect(tasks()).toEqual(["unplanned", "tutorTurn"]);
    } finally {
      await worker.close();
    }
  });
});
