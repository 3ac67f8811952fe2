"""Food Tycoon 美食大亨 (seed 003): bid for ingredients, cook dishes, earn fame."""
