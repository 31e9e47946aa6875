import { allMeals } from '@contract/events';
import type { MealCounts } from '@contract/admin';

export const mealLabel = (plate: string) => allMeals().find((meal) => meal.id === plate)?.name ?? 'No meal chosen';

/** Each meal's count, then those attending without a meal yet. */
export const mealRows = (meals: MealCounts) => [
  ...allMeals().map((meal) => ({ id: meal.id, label: meal.name, count: meals[meal.id] ?? 0 })),
  { id: 'none', label: 'No meal chosen yet', count: meals.none },
];
