// Shared jest setup: nothing global yet beyond the Umi preset.
export {};
