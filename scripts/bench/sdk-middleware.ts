/**
 * The part of an AWS SDK v3 client the benches use to meter its calls: its middleware stack, where
 * a bench adds one step that sees each command's name, input and output.
 */
export interface MiddlewareClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: { input: object }) => Promise<{ output: object }>,
        context: { commandName?: string },
      ) => (args: { input: object }) => Promise<{ output: object; response?: unknown }>,
      options: { step: 'initialize'; name: string; priority?: 'high' },
    ): void;
  };
}
