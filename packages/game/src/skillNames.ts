/**
 * A game skill's name from its id ("StressResistance" → "Stress Resistance"), the one rule the quest
 * rewards and the hideout's skill requirements read. The pack names skills in no language (the game
 * locale's skill strings are not in it), so every language reads these English words.
 */
export function skillName(id: string): string {
  return id.replace(/([a-z])([A-Z])/g, "$1 $2");
}
