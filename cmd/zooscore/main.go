// Command zooscore is a scoring companion for three zoo board games:
// Zooloretto: The Dice Game, Zooloretto Junior and ZooSim.
package main

import "os"

func main() {
	os.Exit(Main(os.Args[1:], SystemIO()))
}
