// Set by the request logger in app.ts; lets every log line of a request share one id.
declare global {
  namespace Express {
    interface Request {
      id: string;
    }
  }
}

export {};
