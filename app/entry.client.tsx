import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, with one change (issue 48): a task ends between loading
// React DOM and starting hydration. The bundler runs React DOM's module body (about 180 KB of
// CommonJS, wrapped) when this module is evaluated; `hydrateRoot` then attaches the root's event
// listeners and the router. Both in one task made the longest task on the forms, 60-65 ms on a
// phone 4x slower than the machine that measured it, over the 50 ms that counts as blocking; apart,
// each stays under. Hydration itself already runs in React's 5 ms slices (a transition).
await new Promise((resolve) => setTimeout(resolve));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
