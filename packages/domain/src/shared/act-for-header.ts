/**
 * The request header naming the person a signed-in guardian acts for (docs/decisions/245). Apart from endpoint.ts
 * (which holds zod schemas), so the web client's every-page code reads it without pulling zod into public pages.
 */
export const ACT_FOR_HEADER = 'x-act-for';
