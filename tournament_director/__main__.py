from tournament_director.cli import main

raise SystemExit(main())
