// The chat page (being built).
