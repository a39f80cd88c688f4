// Runs a callback in the next animation frame, once however often it is asked for before then:
// for resize observers, whose callbacks must not change the layout they observe (see
// use-picture-box.ts).
export interface NextFrameOnce {
  request: () => void;
  cancel: () => void;
}

export function nextFrameOnce(callback: () => void): NextFrameOnce {
  let frame: number | null = null;
  return {
    request: () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        callback();
      });
    },
    cancel: () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
    },
  };
}
