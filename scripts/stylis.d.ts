// The part of stylis (emotion's CSS compiler, installed with @emotion/react) scripts/gen-styles.ts uses.
declare module 'stylis' {
  export type Element = object;
  export type Middleware = (element: Element, index: number, children: Element[], callback: Middleware) => string | void;
  export function compile(css: string): Element[];
  export function serialize(elements: Element[], callback: Middleware): string;
  export function middleware(callbacks: Middleware[]): Middleware;
  export const stringify: Middleware;
}
