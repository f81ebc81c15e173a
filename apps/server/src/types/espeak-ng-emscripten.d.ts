// The parts of the eSpeak NG Emscripten build (WebIDL bindings) that we use.
declare module "@echogarden/espeak-ng-emscripten" {
  interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    get_samplerate(): number;
    synth_(text: string, callback: number): void;
  }
  interface ESpeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
    HEAP16: Int16Array;
    addFunction(fn: (samples: number, count: number, events: number) => number, signature: string): number;
    removeFunction(pointer: number): void;
  }
  const createModule: () => Promise<ESpeakModule>;
  export default createModule;
}
