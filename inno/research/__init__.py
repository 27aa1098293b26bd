"""The research platform: PettingZoo and Gymnasium environments (:mod:`inno.research.env`),
OpenSpiel (:mod:`inno.research.openspiel`) and simulations of many games
(:mod:`inno.research.simulate`).  Each needs its optional extra; ``import inno`` never
imports this package."""
