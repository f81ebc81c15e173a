// A stand-in for flite-child.mjs in tests: the same messages, a half-second tone for each
// sentence, and a crash (SIGSEGV, as Node's WASI host dies) for a sentence containing "CRASH".
const RATE = 16_000;

process.on("message", (/** @type {{ id: number, text: string }} */ { id, text }) => {
  if (text.includes("CRASH")) process.kill(process.pid, "SIGSEGV");
  const samples = new Int16Array(RATE / 2);
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / RATE));
  process.send?.({ id, samples, sampleRate: RATE });
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
