/**
 * What the Worker's app leaves of a request body, handed back to the runtime once it has answered.
 * A handler that refuses a body part-way (Hono's bodyLimit, counting a body without a
 * Content-Length over the limit, returns with its reader still holding the stream) leaves it locked:
 * nothing else can then read or discard it. Local `wrangler dev` drains every body after the answer
 * (its dev-only middleware), failed on such a lock ("This ReadableStream is currently locked to a
 * reader") and stalled the requests after it (tests/fuzz/README.md).
 *
 * So the app reads the body through a stream of ours that pulls from the request's only when asked;
 * once the answer is made, our hold on what was not read is released, and the rest is the runtime's,
 * as is the whole body of a request refused before reading (a Content-Length over the limit).
 * Released rather than cancelled: under wrangler dev, a cancelled body whose client had already
 * left stalled the next requests as the lock did, and a released one is drained like any other.
 * Ours because neither Hono nor the runtime offers it; every handler reads what it needs before it
 * answers, so nothing it wants is cut short.
 */
export async function answerReleasingBody(request: Request, answer: (request: Request) => Response | Promise<Response>): Promise<Response> {
  if (!request.body) return answer(request);
  const source = request.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await source.read();
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      },
      cancel: (reason) => source.cancel(reason),
    },
    // Nothing read ahead of the app: it takes only what it asks for.
    { highWaterMark: 0 },
  );
  try {
    return await answer(new Request(request, { body }));
  } finally {
    source.releaseLock();
  }
}
