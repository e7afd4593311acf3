/** "5 working days left", "Due today", "Overdue by 2 working days": said in words, not only colour. */
export function workingDaysText(left: number): string {
  if (left === 0) return 'Due today';
  const days = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;
  return left > 0 ? `${days(left)} left` : `Overdue by ${days(-left)}`;
}
