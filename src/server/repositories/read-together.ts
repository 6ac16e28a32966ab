/**
 * Look-ups of one row by key that many requests make at the same moment (a token's session version when 200
 * players pre-book at once) read together: a look-up made while none is running reads at once, alone; those
 * made while one is running wait for it and then read in one query for all of them. A look-up never joins a
 * read already under way, so its answer is never older than the moment it was asked (a session version bumped
 * by a password change just before is seen).
 */
export function readTogether<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let running = false;
  let waiting = new Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>();

  const run = async (keys: K[], callers: Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>) => {
    running = true;
    try {
      const found = await readMany(keys);
      for (const [key, list] of callers) for (const caller of list) caller.resolve(found.get(key));
    } catch (error) {
      for (const list of callers.values()) for (const caller of list) caller.reject(error);
    } finally {
      running = false;
      if (waiting.size > 0) {
        const next = waiting;
        waiting = new Map();
        void run([...next.keys()], next);
      }
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (running) {
        const list = waiting.get(key);
        if (list) list.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        return;
      }
      void run([key], new Map([[key, [{ resolve, reject }]]]));
    });
}
