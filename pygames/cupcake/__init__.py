"""Cupcake Empire (seed 000): dice as workers, a city of customers, 4 goals of 20."""
