/** Who reads a policy's history: its holder (their own voice) or staff (the stored third person). */
export type HistoryReader = 'holder' | 'staff';
