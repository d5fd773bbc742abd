package dice

// animalAt gives the place of an animal on the score sheet (its index in
// Animals), or -1 for a word that is not one of the game's animals.
func animalAt(a string) int {
	switch a {
	case "crocodile":
		return 0
	case "ostrich":
		return 1
	case "monkey":
		return 2
	case "elephant":
		return 3
	case "lion":
		return 4
	}
	return -1
}

func isAnimal(a string) bool { return animalAt(a) >= 0 }

// animalSet is a set of the game's animals, one bit per place on the sheet:
// lists of animals are told apart, and their repeats found, without maps.
type animalSet uint8

func (s animalSet) has(i int) bool { return s&(1<<i) != 0 }

// eachFirst calls fn with the place of each animal of the list the first
// time it is listed, in the list's order; other words are passed over.
func eachFirst(list []string, fn func(i int)) {
	var seen animalSet
	for _, a := range list {
		if i := animalAt(a); i >= 0 && !seen.has(i) {
			seen |= 1 << i
			fn(i)
		}
	}
}

// setOf is the set of the game's animals in a list.
func setOf(list []string) animalSet {
	var s animalSet
	for _, a := range list {
		if i := animalAt(a); i >= 0 {
			s |= 1 << i
		}
	}
	return s
}
