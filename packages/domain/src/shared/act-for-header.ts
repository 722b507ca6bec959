// Apart from endpoint.ts so the web client's entry reads it without zod (decision 123's size budget).

/** The request header naming the person a signed-in guardian acts for (docs/decisions/245). */
export const ACT_FOR_HEADER = 'x-act-for';
