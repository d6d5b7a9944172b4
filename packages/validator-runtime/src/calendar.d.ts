export declare function isLeapYear(year: number): boolean;
export declare function daysInMonth(year: number, month: number): number;
export declare function isCalendarDay(year: number, month: number, day: number): boolean;
export declare function isClockTime(hour: number, minute: number, second?: number): boolean;
export declare function epochMs(year: number, month: number, day: number, hour?: number, minute?: number): number;
