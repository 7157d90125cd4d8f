/**
 * Today in the browser, YYYY-MM-DD: the day the numbers count from (the balloon's payments, the end
 * of a lease option's term).
 */
export const todayIso = () => new Date().toLocaleDateString('en-CA');
