// The calendar year of a moment in India, where the institutes are: how the tests work out
// which year a notice or an event is listed under, independently of the server.
import { INSTITUTE_TIME_ZONE } from "#contract/constants.ts";

const format = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: INSTITUTE_TIME_ZONE });

export const yearInIndia = (iso: string): number => Number(format.format(new Date(iso)));
