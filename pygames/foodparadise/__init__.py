"""Food Paradise 美食天堂 (seed 002): a board game of ingredients, recipes and revenue."""
