/** The one function of `qrcode` the server uses (the package ships no types). */
declare module 'qrcode' {
  export function toString(text: string, options: { type: 'svg'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): Promise<string>;
}
