// A stand-in for flite-child.mjs in tests: the same messages, a half-second tone for each
// sentence, and a crash (SIGSEGV, as Node's WASI host dies) for a sentence containing "CRASH".
// Words to say get "t eh s t" each; a crash if one is "crash", and no answer if one is "hang".
const RATE = 16_000;

process.on(
  "message",
  (/** @type {{ id: number, text: string } | { id: number, words: string[] }} */ message) => {
    const { id } = message;
    if ("words" in message) {
      if (message.words.includes("crash")) process.kill(process.pid, "SIGSEGV");
      if (!message.words.includes("hang"))
        process.send?.({ id, phones: message.words.map(() => "t eh s t") });
      return;
    }
    const { text } = message;
    if (text.includes("CRASH")) process.kill(process.pid, "SIGSEGV");
    const samples = new Int16Array(RATE / 2);
    for (let i = 0; i < samples.length; i++)
      samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / RATE));
    process.send?.({ id, samples, sampleRate: RATE });
  },
);
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
